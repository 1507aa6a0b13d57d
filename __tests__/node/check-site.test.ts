import fs from "node:fs"
import path from "node:path"
import { checkSite, externalUrlsInData } from "../../src/node/links/check-site"
import { makeTempDir } from "../support/temp-dir"

function site(files: Record<string, string>): string {
  const root = makeTempDir("crest-site-")
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), content)
  }
  return root
}

const allowedExternal = new Set(["https://forms.example/visit"])

describe("checkSite", () => {
  it("passes a site whose every reference resolves", () => {
    const root = site({
      "index.html": `<a href="/about/">About</a><a href="/about/#teams">Team</a><a href="/about">no slash</a>
        <img src="/static/a.webp" srcset="/static/a.webp 1x, /static/b.webp 2x">
        <script src="/app-1.js"></script><link rel="stylesheet" href="/styles.css">
        <a href="https://forms.example/visit">Visit</a><a href="mailto:x@example.org">Mail</a><a href="tel:+9771">Call</a>
        <a href="https://www.crest.example/about/">canonical</a><a href="#top" id="top">top</a>`,
      "about/index.html": `<section id="teams"></section>`,
      "static/a.webp": "",
      "static/b.webp": "",
      "app-1.js": "",
      "styles.css": "",
    })
    const result = checkSite(root, { allowedExternal, siteUrl: "https://www.crest.example" })
    expect(result.problems).toEqual([])
    expect(result.pages).toBe(2)
    expect(result.references).toBe(13)
  })

  it("names each broken reference with its page", () => {
    const root = site({
      "index.html": `<a href="/missing/">x</a><img src="/static/gone.png"><img srcset="/static/a.webp 1x, /static/nope.webp 2x">
        <a href="/about/#nobody">x</a><a href="http://forms.example/visit">x</a><a href="https://elsewhere.example/">x</a>
        <iframe src="/school-form/"></iframe><script src="/app-2.js"></script>`,
      "about/index.html": "<p>About</p>",
      "static/a.webp": "",
    })
    const { problems } = checkSite(root, { allowedExternal })
    expect(problems.map(({ reference, problem }) => [reference, problem])).toEqual([
      ["/missing/", "no file at /missing/"],
      ["/about/#nobody", 'no element with id "nobody" on /about/'],
      ["http://forms.example/visit", "an external address that is not https://"],
      ["https://elsewhere.example/", "an external address that data/ does not name"],
      ["/app-2.js", "no file at /app-2.js"],
      ["/static/gone.png", "no file at /static/gone.png"],
      ["/static/nope.webp", "no file at /static/nope.webp"],
      ["/school-form/", "no file at /school-form/"],
    ])
    expect(problems.every((problem) => problem.page === "/")).toBe(true)
  })

  it("checks the file each script names", () => {
    const root = site({
      "index.html": `<script type="module" src="/scripts/main-1.js"></script><script src="/scripts/alerts-1.js"></script>`,
      "scripts/main-1.js": "",
    })
    const result = checkSite(root, { allowedExternal })
    expect(result.references).toBe(2)
    expect(result.problems.map(({ reference, problem }) => [reference, problem])).toEqual([["/scripts/alerts-1.js", "no file at /scripts/alerts-1.js"]])
  })

  it("follows a webcal:// subscription link to the site's own feed file, and refuses one elsewhere", () => {
    const root = site({
      "index.html": `<a href="webcal://www.crest.example/calendar.ics">Subscribe</a><a href="webcal://www.crest.example/gone.ics">x</a>
        <a href="webcal://calendars.example/feed.ics">x</a>`,
      "calendar.ics": "BEGIN:VCALENDAR",
    })
    const { problems } = checkSite(root, { allowedExternal, siteUrl: "https://www.crest.example" })
    expect(problems.map(({ reference, problem }) => [reference, problem])).toEqual([
      ["webcal://www.crest.example/gone.ics", "no file at /gone.ics"],
      ["webcal://calendars.example/feed.ics", "an external address that data/ does not name"],
    ])
  })

  it("takes the allowed external addresses from every data file", () => {
    const dir = makeTempDir("crest-data-")
    fs.writeFileSync(path.join(dir, "a.json"), JSON.stringify({ links: { x: "https://a.example/x" }, text: "plain" }))
    fs.writeFileSync(path.join(dir, "b.json"), JSON.stringify([{ url: "https://b.example/" }, { url: "http://c.example/" }]))
    expect([...externalUrlsInData(dir)].sort()).toEqual(["https://a.example/x", "https://b.example/"])
  })
})
