/** @jest-environment node */
// Every page after the build (src/node/pages/page-runtime.ts): a page of a real build loses every
// script of Gatsby's runtime and gains the site's one module script; a page written in a way the step
// no longer recognises stops the build.
import fs from "node:fs"
import path from "node:path"
import { inlineScripts } from "../../../src/node/pages/inline-scripts"
import { parsePage, rewritePage, serializePage } from "../../../src/node/pages/page-pass"
import { PAGE_SCRIPT_ATTRIBUTE, pageScriptRewrite } from "../../../src/node/pages/page-runtime"

const ROOT = path.resolve(__dirname, "../../..")
// As the pass over the pages reads and writes it (void elements without "/>"), so that what this step
// keeps can be compared character for character.
const builtPage = serializePage(parsePage(fs.readFileSync(path.join(ROOT, "__tests__/fixtures/built-page/page/index.html"), "utf8")))
const SRC = "/scripts/main-ABCDEF12.js"
const PRELOADS = ["/scripts/chunk-AAAA1111.js", "/scripts/chunk-BBBB2222.js"]
const OWN = `<script ${PAGE_SCRIPT_ATTRIBUTE}="" type="module" src="${SRC}"></script>`
const PRELOAD_LINKS = PRELOADS.map((href) => `<link ${PAGE_SCRIPT_ATTRIBUTE}="" rel="modulepreload" href="${href}">`).join("")

const asPrebuiltPage = (html: string, src: string, preloads: readonly string[] = PRELOADS) => rewritePage(html, [pageScriptRewrite({ src, preloads })])

const runtimeLeft = (html: string) => ({
  scriptFiles: [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]),
  chunkMap: html.includes("___chunkMapping"),
  pagePath: html.includes("window.pagePath"),
  compilationHash: html.includes("___webpackCompilationHash"),
  scriptsSlice: html.includes("_gatsby-scripts"),
})
const NONE_LEFT = { scriptFiles: [SRC], chunkMap: false, pagePath: false, compilationHash: false, scriptsSlice: false }

describe("a page after the build", () => {
  it("starts from a page with Gatsby's runtime in it", () => {
    expect(runtimeLeft(builtPage)).toEqual({
      scriptFiles: expect.arrayContaining([expect.stringMatching(/^\/app-/)]),
      chunkMap: true,
      pagePath: true,
      compilationHash: true,
      scriptsSlice: true,
    })
  })

  it("keeps no script of Gatsby's runtime, ends its <body> with the site's module script, and preloads what that imports", () => {
    const html = asPrebuiltPage(builtPage, SRC)
    expect(runtimeLeft(html)).toEqual(NONE_LEFT)
    expect(html.endsWith(`${OWN}</body></html>`)).toBe(true)
    expect(html).toContain(`${PRELOAD_LINKS}</head>`)
  })

  it("keeps everything else: the head Gatsby rendered, the markup, the other scripts", () => {
    const html = asPrebuiltPage(builtPage, SRC)
    const head = (page: string) => page.slice(0, page.indexOf("</head>")).replace(PRELOAD_LINKS, "")
    expect(head(html)).toBe(head(builtPage))
    // The body up to where Gatsby's scripts began, and where the page's own script begins.
    const body = (page: string, scriptsFrom: string) => page.slice(page.indexOf("<body"), page.indexOf(scriptsFrom))
    expect(body(builtPage, '<script id="gatsby-script-loader">')).toContain('id="___gatsby"')
    expect(body(html, OWN)).toBe(body(builtPage, '<script id="gatsby-script-loader">'))
    const kept = (page: string) => inlineScripts(page).filter((script) => !("id" in script.attributes) && !script.text.includes("___"))
    expect(kept(html)).toEqual(kept(builtPage))
  })

  it("names this build's script in place of the one an earlier build wrote, and is left as it is by a second pass", () => {
    const earlier = asPrebuiltPage(builtPage, "/scripts/main-EARLIER1.js", ["/scripts/chunk-EARLIER2.js"])
    const html = asPrebuiltPage(earlier, SRC)
    expect(html).not.toMatch(/EARLIER/)
    expect(html.split(`<script ${PAGE_SCRIPT_ATTRIBUTE}=""`)).toHaveLength(2)
    expect(html.split(`<link ${PAGE_SCRIPT_ATTRIBUTE}=""`)).toHaveLength(PRELOADS.length + 1)
    expect(asPrebuiltPage(html, SRC)).toBe(html)
  })

  it("stops the build on a page with neither Gatsby's scripts nor the site's", () => {
    const bare = builtPage.replace(/<script id="gatsby-script-loader">[\s\S]*?<\/script>/, "").replace(/<!-- slice-start[\s\S]*?slice-end id="_gatsby-scripts-1" -->/, "")
    expect(() => asPrebuiltPage(bare, SRC)).toThrow(/found neither Gatsby's scripts/)
  })

  it("stops the build when Gatsby's runtime is still named once its scripts slice is out (written elsewhere by a newer Gatsby)", () => {
    const moved = builtPage.replace(/(<script src="\/app-[^"]+" async><\/script>)/, "").replace("</body>", '<script src="/app-0123.js" async></script></body>')
    expect(() => asPrebuiltPage(moved, SRC)).toThrow(/still named in the page \(<script src=/)
    const preloaded = builtPage.replace("</head>", '<link as="script" rel="preload" href="/framework-1.js"></head>')
    expect(() => asPrebuiltPage(preloaded, SRC)).toThrow(/still named in the page \(<link/)
  })
})
