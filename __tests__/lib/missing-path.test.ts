import { classifyMissingPath } from "../../src/lib/routes/missing-path"
import { chooseMissingView, isNotFoundPagePath, knownPagePaths, MISSING_VIEW_ATTRIBUTE } from "../../src/lib/routes/missing-path-script"
import { REPLACE_ADDRESS_ATTRIBUTE } from "../../src/lib/routes/replace-address-script"

const KNOWN = [
  "/",
  "/Preschool/",
  "/about/",
  "/crest-college/",
  "/form/",
  "/middle/",
  "/primary/",
  "/senior/",
  "/senior/courses/law/",
  "/senior/courses/science/",
]

describe("classifyMissingPath (docs/behaviour.md#unknown-addresses)", () => {
  it.each([
    ["/preschool", "/Preschool/"],
    ["/preschool/", "/Preschool/"],
    ["/PRESCHOOL", "/Preschool/"],
    ["/PRIMARY/", "/primary/"],
    ["/Middle", "/middle/"],
    ["/Crest-College", "/crest-college/"],
    ["/About/", "/about/"],
    ["/Senior/Courses/Science", "/senior/courses/science/"],
    // A page asked for without its trailing slash, where the host did not add it.
    ["/Preschool", "/Preschool/"],
  ])("redirects %s, a page in another letter case, to %s", (pathname, to) => {
    expect(classifyMissingPath(pathname, KNOWN, "/")).toEqual({ kind: "redirect", to })
  })

  it.each(["/xyz", "/xyz/", "/primaryy", "/%E0%A4%95", "/%E0%A4", "/2082"])("shows the default category for the unknown one-part address %s", (pathname) => {
    expect(classifyMissingPath(pathname, KNOWN, "/")).toEqual({ kind: "default" })
  })

  it.each(["/a/b", "/a/b/", "/senior/courses/", "/senior/courses/xyz", "/PRIMARY/extra", "/404/", "/404.html", "/"])(
    "shows the not-found page for %s",
    (pathname) => {
      expect(classifyMissingPath(pathname, KNOWN, "/")).toEqual({ kind: "not-found" })
    },
  )

  it("never redirects a page to itself, even if the host answered 404 for it", () => {
    expect(classifyMissingPath("/primary/", KNOWN, "/")).toEqual({ kind: "default" })
    expect(classifyMissingPath("/senior/courses/law/", KNOWN, "/")).toEqual({ kind: "not-found" })
  })
})

// The Nepali 404 page applies the same rule below /ne/, with the Nepali pages only.
const KNOWN_NE = KNOWN.map((path) => `/ne${path}`)

describe("classifyMissingPath below a language's home (/ne/)", () => {
  it.each([
    ["/ne/PRIMARY", "/ne/primary/"],
    ["/ne/preschool/", "/ne/Preschool/"],
    ["/NE/about", "/ne/about/"],
    ["/ne/Senior/Courses/Science", "/ne/senior/courses/science/"],
  ])("redirects %s to the Nepali page %s", (pathname, to) => {
    expect(classifyMissingPath(pathname, KNOWN_NE, "/ne/")).toEqual({ kind: "redirect", to })
  })

  it.each(["/ne/xyz", "/ne/whatever/", "/NE/xyz", "/ne/%E0%A4%95"])("shows the default category for %s", (pathname) => {
    expect(classifyMissingPath(pathname, KNOWN_NE, "/ne/")).toEqual({ kind: "default" })
  })

  it.each(["/ne/a/b", "/ne/a/b/", "/ne/404/", "/ne/404.html", "/ne/", "/xyz", "/nepal/xyz"])("shows the not-found page for %s", (pathname) => {
    expect(classifyMissingPath(pathname, KNOWN_NE, "/ne/")).toEqual({ kind: "not-found" })
  })
})

describe("knownPagePaths", () => {
  it("leaves out the 404 page's own addresses", () => {
    expect(knownPagePaths(["/primary/", "/404/", "/404.html", "/dev-404-page/", "/"], "en")).toEqual(["/", "/primary/"])
  })

  it("keeps the pages of the 404 page's language only", () => {
    const paths = ["/", "/primary/", "/404/", "/ne/", "/ne/primary/", "/ne/404/", "/ne/404.html", "/nepal/"]
    expect(knownPagePaths(paths, "en")).toEqual(["/", "/nepal/", "/primary/"])
    expect(knownPagePaths(paths, "ne")).toEqual(["/ne/", "/ne/primary/"])
  })
})

/** A document as first parsed ("loading"), or after ("complete"). */
function parsedDocument(readyState = "loading"): Document {
  const doc = document.implementation.createHTMLDocument("")
  Object.defineProperty(doc, "readyState", { value: readyState })
  return doc
}

describe("chooseMissingView, the 404 page's head script", () => {
  function run(pathname: string, readyState = "loading", search = "", hash = "") {
    const doc = parsedDocument(readyState)
    chooseMissingView(doc, { pathname, search, hash }, { knownPaths: KNOWN, home: "/", fonts: [] })
    const root = doc.documentElement
    return { view: root.getAttribute(MISSING_VIEW_ATTRIBUTE), to: root.getAttribute(REPLACE_ADDRESS_ATTRIBUTE) }
  }

  it("marks an unknown one-part address for the default category, before the first paint", () => {
    expect(run("/xyz")).toEqual({ view: "default", to: null })
  })

  it("asks the body's script to replace the address of a page asked for in another letter case, keeping query and hash", () => {
    // Not from the head: WebKit would stop parsing before <body> and fail the deferred scripts.
    expect(run("/preschool", "loading", "?from=menu", "#daily")).toEqual({ view: "redirect", to: "/Preschool/?from=menu#daily" })
  })

  it("counts the parts of the address below the language's home", () => {
    const doc = parsedDocument()
    chooseMissingView(doc, { pathname: "/ne/xyz", search: "", hash: "" }, { knownPaths: KNOWN_NE, home: "/ne/", fonts: [] })
    expect(doc.documentElement.getAttribute(MISSING_VIEW_ATTRIBUTE)).toBe("default")
  })

  it("marks a deeper unknown address as not found", () => {
    expect(run("/a/b").view).toBe("not-found")
  })

  it("does nothing after the first load", () => {
    expect(run("/preschool", "complete")).toEqual({ view: null, to: null })
  })

  describe("with the font files of the page's language", () => {
    const FONTS = ["/static/a-400.woff2", "/static/a-700.woff2"]
    function preloadsFor(pathname: string) {
      const doc = parsedDocument()
      chooseMissingView(doc, { pathname, search: "", hash: "" }, { knownPaths: KNOWN, home: "/", fonts: FONTS })
      return [...doc.head.querySelectorAll("link")].map((link) => ({ rel: link.rel, as: link.getAttribute("as"), type: link.type, crossOrigin: link.crossOrigin, href: link.getAttribute("href") }))
    }

    it("preloads them for a page that stays", () => {
      for (const pathname of ["/xyz", "/a/b"]) {
        expect(preloadsFor(pathname)).toEqual(FONTS.map((href) => ({ rel: "preload", as: "font", type: "font/woff2", crossOrigin: "anonymous", href })))
      }
    })

    it("starts no font download on a page that moves to another address", () => {
      expect(preloadsFor("/preschool")).toEqual([])
    })
  })

  it("knows the 404 pages of both languages", () => {
    for (const path of ["/404/", "/404.html", "/ne/404/", "/ne/404.html", "/dev-404-page/"]) expect(isNotFoundPagePath(path)).toBe(true)
    for (const path of ["/", "/ne/", "/404-results/", "/primary/"]) expect(isNotFoundPagePath(path)).toBe(false)
  })
})
