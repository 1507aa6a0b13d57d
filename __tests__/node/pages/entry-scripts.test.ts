import fs from "node:fs"
import path from "node:path"
import {
  deferEntryScripts,
  ENTRY_SCRIPT_LOADER,
  ENTRY_SCRIPTS_ATTRIBUTE,
  ENTRY_SCRIPTS_FALLBACK_MS,
  entryScriptLoaderTag,
  withEntryScriptLoader,
} from "../../../src/node/pages/entry-scripts"
import { makeTempDir } from "../../support/temp-dir"

const SOURCES = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void

/** Runs the loader against this test's document with a paint observer the test fires by hand. */
function runLoader({ hidden = false, paintTiming = true } = {}) {
  let observed: PaintCallback | undefined
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["longtask", "paint"] : ["longtask"]
    constructor(callback: PaintCallback) {
      observed = callback
    }
    observe(options: { type: string; buffered: boolean }) {
      // As browsers do with a type they do not know: a warning, and no entries ever.
      if (options.type !== "paint" || !paintTiming) observed = undefined
    }
  }
  Object.defineProperty(document, "visibilityState", { value: hidden ? "hidden" : "visible", configurable: true })
  const loader = document.createElement("script")
  loader.setAttribute(ENTRY_SCRIPTS_ATTRIBUTE, SOURCES.join(" "))
  document.head.append(loader)
  Object.defineProperty(document, "currentScript", { value: loader, configurable: true })
  new Function("window", "PerformanceObserver", ENTRY_SCRIPT_LOADER)({ PerformanceObserver: FakePerformanceObserver }, FakePerformanceObserver)
  const paint = (name: string) => observed?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })
  return { paint }
}

function requestedScripts(): string[] {
  return Array.from(document.body.querySelectorAll("script"), (script) => script.getAttribute("src") ?? "")
}

describe("the entry script loader", () => {
  beforeEach(() => {
    jest.useFakeTimers()
    document.head.innerHTML = ""
    document.body.innerHTML = ""
  })
  afterEach(() => jest.useRealTimers())

  it("asks for nothing before the first contentful paint, then for every entry script in order, each async", () => {
    const { paint } = runLoader()
    expect(requestedScripts()).toEqual([])
    paint("first-paint")
    expect(requestedScripts()).toEqual([])
    paint("first-contentful-paint")
    expect(requestedScripts()).toEqual(SOURCES)
    expect(Array.from(document.body.querySelectorAll("script"), (script) => script.async)).toEqual([true, true, true])
  })

  it("asks once, whatever reports the paint afterwards", () => {
    const { paint } = runLoader()
    paint("first-contentful-paint")
    paint("first-contentful-paint")
    jest.advanceTimersByTime(ENTRY_SCRIPTS_FALLBACK_MS)
    expect(requestedScripts()).toEqual(SOURCES)
  })

  it("does not wait for a paint that is never reported", () => {
    runLoader()
    jest.advanceTimersByTime(ENTRY_SCRIPTS_FALLBACK_MS - 1)
    expect(requestedScripts()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(requestedScripts()).toEqual(SOURCES)
  })

  it("starts at once in a tab opened in the background, which paints nothing until shown", () => {
    runLoader({ hidden: true })
    expect(requestedScripts()).toEqual(SOURCES)
  })

  it("starts at once in a browser without paint timing", () => {
    runLoader({ paintTiming: false })
    expect(requestedScripts()).toEqual(SOURCES)
  })
})

describe("a built page's entry scripts", () => {
  // As Gatsby stitches its scripts slice into a page.
  const gatsbyTags = SOURCES.map((src) => `<script src="${src}" async></script>`).join("")
  const page = (scripts: string) =>
    `<html><head><script>window.head=1</script></head><body><main>Text</main><!-- slice-start id="_gatsby-scripts-1" -->` +
    `<script id="gatsby-chunk-mapping">window.___chunkMapping={}</script>${scripts}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

  it("become one loader of the same files, in their order and place, with every other script left alone", () => {
    expect(withEntryScriptLoader(page(gatsbyTags))).toBe(page(entryScriptLoaderTag(SOURCES)))
    expect(entryScriptLoaderTag(SOURCES)).toBe(`<script ${ENTRY_SCRIPTS_ATTRIBUTE}="${SOURCES.join(" ")}">${ENTRY_SCRIPT_LOADER}</script>`)
  })

  it("leave a page already done as it was", () => {
    const done = withEntryScriptLoader(page(gatsbyTags))
    expect(withEntryScriptLoader(done)).toBe(done)
  })

  it("fail on a page with neither Gatsby's tags nor the loader, rather than ship it unchanged", () => {
    expect(() => withEntryScriptLoader(page(""))).toThrow(/found neither Gatsby's entry scripts/)
    // Written another way, as a Gatsby upgrade might: defer instead of async.
    expect(() => withEntryScriptLoader(page(gatsbyTags.replace(/ async/g, " defer")))).toThrow(/found neither/)
  })

  it("are rewritten in place only where a page still has Gatsby's tags", () => {
    const publicDir = makeTempDir("crest-entry-")
    fs.mkdirSync(path.join(publicDir, "about"))
    fs.writeFileSync(path.join(publicDir, "index.html"), page(gatsbyTags))
    fs.writeFileSync(path.join(publicDir, "about/index.html"), withEntryScriptLoader(page(gatsbyTags)))
    expect(deferEntryScripts(publicDir, ["index.html", "about/index.html"])).toBe(1)
    expect(fs.readFileSync(path.join(publicDir, "index.html"), "utf8")).toBe(page(entryScriptLoaderTag(SOURCES)))
  })
})
