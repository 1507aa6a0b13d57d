/** @jest-environment node */
// A light page after the build (src/node/pages/light-pages.ts): a page of a real build loses every
// script of Gatsby's runtime and gains the light pages' own, bundled from src/light/; a page written in a
// way the step no longer recognises stops the build.
import fs from "node:fs"
import path from "node:path"
import vm from "node:vm"
import { inlineScripts } from "../../../src/node/pages/inline-scripts"
import { ENTRY_SCRIPT_LOADER, withEntryScriptLoader } from "../../../src/node/pages/entry-scripts"
import os from "node:os"
import { asLightPage, builtLightPage, LIGHT_SCRIPT_ATTRIBUTE, lightPageScript } from "../../../src/node/pages/light-pages"
import { LIGHT_PAGES, LIGHT_TEMPLATES, lightTemplateContext } from "../../../src/lib/routes/light-pages"

const ROOT = path.resolve(__dirname, "../../..")
const builtPage = fs.readFileSync(path.join(ROOT, "__tests__/fixtures/built-page/page/index.html"), "utf8")
const SCRIPT = "document.documentElement.dataset.hydrated='true'"

const runtimeLeft = (html: string) => ({
  scriptFiles: [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]),
  chunkMap: html.includes("___chunkMapping"),
  pagePath: html.includes("window.pagePath"),
  compilationHash: html.includes("___webpackCompilationHash"),
  scriptsSlice: html.includes("_gatsby-scripts"),
})
const NONE_LEFT = { scriptFiles: [], chunkMap: false, pagePath: false, compilationHash: false, scriptsSlice: false }

describe("a light page after the build", () => {
  it("starts from a page with Gatsby's runtime in it", () => {
    expect(runtimeLeft(builtPage)).toEqual({ ...NONE_LEFT, scriptFiles: expect.arrayContaining([expect.stringMatching(/^\/app-/)]), chunkMap: true, pagePath: true, compilationHash: true, scriptsSlice: true })
  })

  it("keeps no script of Gatsby's runtime, and ends its <body> with its own", () => {
    const html = asLightPage(builtPage, SCRIPT)
    expect(runtimeLeft(html)).toEqual(NONE_LEFT)
    expect(html).toMatch(new RegExp(`<script ${LIGHT_SCRIPT_ATTRIBUTE}="">${SCRIPT}</script></body></html>$`))
  })

  it("keeps everything else: the head Gatsby rendered, the markup, the pictures' and data scripts", () => {
    const html = asLightPage(builtPage, SCRIPT)
    const head = (page: string) => page.slice(0, page.indexOf("</head>"))
    expect(head(html)).toBe(head(builtPage))
    // The body up to where Gatsby's scripts began, and where the page's own script begins.
    const body = (page: string, scriptsFrom: string) => page.slice(page.indexOf("<body"), page.indexOf(scriptsFrom))
    expect(body(builtPage, '<script id="gatsby-script-loader">')).toContain('id="___gatsby"')
    expect(body(html, `<script ${LIGHT_SCRIPT_ATTRIBUTE}`)).toBe(body(builtPage, '<script id="gatsby-script-loader">'))
    const kept = (page: string) => inlineScripts(page).filter((script) => !("id" in script.attributes) && script.text !== SCRIPT && !script.text.includes("___"))
    expect(kept(html)).toEqual(kept(builtPage))
  })

  it("takes out the entry scripts' loader too, as an earlier build of the page left it", () => {
    const withLoader = withEntryScriptLoader(builtPage)
    expect(withLoader).toContain(ENTRY_SCRIPT_LOADER)
    const html = asLightPage(withLoader, SCRIPT)
    expect(html).not.toContain(ENTRY_SCRIPT_LOADER)
    expect(runtimeLeft(html)).toEqual(NONE_LEFT)
  })

  it("gets this build's script in place of the one an earlier build wrote", () => {
    const earlier = asLightPage(builtPage, "window.earlier=1")
    const html = asLightPage(earlier, SCRIPT)
    expect(html).not.toContain("window.earlier=1")
    expect(html.split(`<script ${LIGHT_SCRIPT_ATTRIBUTE}=""`)).toHaveLength(2)
    expect(asLightPage(html, SCRIPT)).toBe(html)
  })

  it("names its own script's file instead, for a script the list puts in one, and swaps it as the inline one", () => {
    const html = asLightPage(builtPage, { src: "/light-0123456789abcdef0123.js" })
    expect(runtimeLeft(html)).toEqual({ ...NONE_LEFT, scriptFiles: ["/light-0123456789abcdef0123.js"] })
    expect(html).toMatch(new RegExp(`<script ${LIGHT_SCRIPT_ATTRIBUTE}="" src="/light-0123456789abcdef0123.js" defer=""></script></body></html>$`))
    const inline = asLightPage(html, SCRIPT)
    expect(runtimeLeft(inline)).toEqual(NONE_LEFT)
    expect(asLightPage(inline, { src: "/light-0123456789abcdef0123.js" })).toBe(html)
  })

  it("stops the build on a page with neither Gatsby's scripts nor its own", () => {
    const bare = builtPage.replace(/<script id="gatsby-script-loader">[\s\S]*?<\/script>/, "").replace(/<!-- slice-start[\s\S]*?slice-end id="_gatsby-scripts-1" -->/, "")
    expect(() => asLightPage(bare, SCRIPT)).toThrow(/found neither Gatsby's scripts/)
  })

  it("stops the build when Gatsby's runtime is still named once its scripts slice is out (written elsewhere by a newer Gatsby)", () => {
    const moved = builtPage.replace(/(<script src="\/app-[^"]+" async><\/script>)/, "").replace("</body>", '<script src="/app-0123.js" async></script></body>')
    expect(() => asLightPage(moved, SCRIPT)).toThrow(/still named in the page \(<script src=/)
  })
})

// The frame alone, with the fees chooser or the documents filter, and with the results lookup: the lookup's marksheet layout and words are
// in the page's HTML, not in the script. The admission form's script draws the form itself with Preact: Preact, the
// form's components and the Bikram Sambat tables.
const BUDGETS: Record<string, number> = {
  "src/light/main.ts": 6 * 1024,
  "src/light/fees.ts": 7 * 1024,
  "src/light/documents.ts": 7 * 1024,
  "src/light/about.ts": 8 * 1024,
  "src/light/notices.ts": 8 * 1024,
  "src/light/notice.ts": 7 * 1024,
  "src/light/calendar.ts": 8 * 1024,
  "src/light/not-found.ts": 8 * 1024,
  "src/light/album.ts": 10 * 1024,
  // The frame, the first-visit advert, the latest notices' expiry and the video band's clip.
  "src/light/home.ts": 11 * 1024,
  // The frame, the clip, the photo viewer and today's date tile, which brings the Bikram Sambat tables.
  "src/light/college.ts": 40 * 1024,
  "src/light/results.ts": 16 * 1024,
  "src/features/admission/standalone/main.tsx": 110 * 1024,
}

describe("which built page is light", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "light-pages-"))
  const [template, { script }] = Object.entries(LIGHT_TEMPLATES).find(([, light]) => !light.file)!
  const writePageData = (folder: string, pageContext: object) => {
    fs.mkdirSync(path.join(publicDir, "page-data", folder), { recursive: true })
    fs.writeFileSync(path.join(publicDir, "page-data", folder, "page-data.json"), JSON.stringify({ path: `/${folder}/`, result: { pageContext } }))
  }
  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }))

  it("is a page a light template made, as its page data says, in either language", () => {
    writePageData("a-category", { id: "1", locale: "en", ...lightTemplateContext(template) })
    writePageData("ne/a-category", { id: "2", locale: "ne", ...lightTemplateContext(template) })
    expect(builtLightPage(publicDir, "a-category/index.html")).toEqual({ path: "/a-category/", script, systemFonts: false })
    expect(builtLightPage(publicDir, path.join("ne", "a-category", "index.html"))).toEqual({ path: "/a-category/", script, systemFonts: false })
  })

  it("is a listed page, by its address alone", () => {
    const listed = LIGHT_PAGES.find((page) => !page.path.endsWith("*"))!
    expect(builtLightPage(publicDir, `${listed.path.slice(1)}index.html`)).toBe(listed)
  })

  it("is not any other page, with or without page data", () => {
    writePageData("college", { id: "3", locale: "en" })
    expect(builtLightPage(publicDir, "college/index.html")).toBeUndefined()
    expect(builtLightPage(publicDir, path.join("search", "index.html"))).toBeUndefined()
  })
})

const ENTRIES = [...new Map([...LIGHT_PAGES.map((page) => [page.script, page.preact ?? false] as const), ...Object.values(LIGHT_TEMPLATES).map((light) => [light.script, false] as const)])]

describe.each(ENTRIES)("the light pages' script %s, as the build bundles it", (entry, preact) => {
  let script = ""
  beforeAll(async () => {
    script = await lightPageScript(ROOT, entry, preact)
  })

  it("is small: the page's own part, without React or Gatsby", () => {
    expect(Buffer.byteLength(script)).toBeLessThan(BUDGETS[entry]!)
    // Preact's own createElement is the one a script that draws components carries; React's takes a
    // component or a tag in a variable, the DOM's a tag name in quotes.
    expect(script).not.toMatch(preact ? /__SECRET_INTERNALS|___loader|___chunkMapping|react-dom/i : /react|__SECRET_INTERNALS|___loader|createElement\((?!")/i)
  })

  it("is one script the browser runs as it stands: no import, no export, nothing that ends it early in the HTML", () => {
    expect(() => new vm.Script(script)).not.toThrow()
    expect(script).not.toMatch(/\bimport\s*[({"']|\bexport\s/)
    expect(script).not.toMatch(/<\/script|<!--/i)
  })
})
