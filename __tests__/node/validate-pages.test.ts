/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { brokenCharacters, validateHtml, validatePages } from "../../src/node/html/validate-pages"
import { makeTempDir } from "../support/temp-dir"

const PROJECT_FILE = path.resolve(__dirname, "../../page.html")

function page(body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Test</title></head><body>${body}</body></html>`
}

// What React and Gatsby write themselves, which the project's rules let through.
const FRAMEWORK_MARKUP = page(
  `<div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">
    <main><h1>Title</h1><p id=":R1:" hidden="">x</p>
    <form><label for="a">A</label><input id="a" type="text" required=""/><button type="submit">Send</button></form>
    <div data-gatsby-image-wrapper="" style="position:relative"><picture><img data-src="/a.jpg" alt="A" width="4" height="3"/></picture></div>
    </main></div></div>`,
)

describe("validateHtml", () => {
  it("lets through what React and Gatsby write themselves", () => {
    expect(validateHtml(FRAMEWORK_MARKUP, PROJECT_FILE, "/")).toEqual([])
  })

  it("reports a <div> inside a button, aria-label on a video and a fractional height, with page, place and rule", () => {
    const html = page(`<main><h1>Title</h1>
<button type="button"><div>x</div></button>
<video aria-label="Clip"></video>
<img src="/a.jpg" alt="A" width="1" height="0.4"/></main>`)
    const problems = validateHtml(html, PROJECT_FILE, "/senior/")
    expect(problems.map(({ page: address, line, rule }) => [address, line, rule])).toEqual([
      ["/senior/", 2, "element-permitted-content"],
      ["/senior/", 3, "aria-label-misuse"],
      ["/senior/", 4, "attribute-allowed-values"],
    ])
  })
  it("reports what content can break on any page: a heading that skips a level, a picture with no text, a link with no name", () => {
    const html = page(`<header><div role="dialog"><h2>Menu</h2></div></header><main><h1>Title</h1>
<h3>Skipped</h3>
<img src="/a.jpg" width="4" height="3"/>
<a href="/b/"></a></main>`)
    expect(validateHtml(html, PROJECT_FILE, "/notices/").map(({ line, rule }) => [line, rule])).toEqual([
      [2, "heading-level"],
      [3, "wcag/h37"],
      [4, "wcag/h30"],
    ])
  })
})

describe("validatePages", () => {
  it("checks every .html file under the folder and names each page by its address", () => {
    const root = makeTempDir("crest-html-")
    fs.mkdirSync(path.join(root, "senior"))
    fs.writeFileSync(path.join(root, "index.html"), FRAMEWORK_MARKUP)
    fs.writeFileSync(path.join(root, "404.html"), FRAMEWORK_MARKUP)
    fs.writeFileSync(path.join(root, "senior/index.html"), page(`<main><h1>T</h1><button type="button"><div>x</div></button></main>`))
    fs.writeFileSync(path.join(root, "senior/data.json"), "{}")
    const result = validatePages(root)
    expect(result.pages).toBe(3)
    expect(result.problems.map((problem) => [problem.page, problem.rule])).toEqual([["/senior/", "element-permitted-content"]])
  })
})

describe("brokenCharacters", () => {
  it("finds a NUL byte or a replacement character that a renderer left inside a word", () => {
    const page = "<p>एक सहपाठीले मादल बजाउँदै ग\u0000\u0000र्दा</p>\n<p>ok</p>\n<p>\uFFFD</p>"
    const problems = brokenCharacters(page, "/ne/")
    expect(problems.map((problem) => [problem.line, problem.rule])).toEqual([
      [1, "broken-character"],
      [3, "broken-character"],
    ])
  })

  it("passes whole Devanagari text", () => {
    expect(brokenCharacters("<p>एक सहपाठीले मादल बजाउँदै गर्दा</p>", "/ne/")).toEqual([])
  })
})
