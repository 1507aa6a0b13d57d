import { startPrefetch } from "../../src/browser/prefetch"
import { hasSpeculationRules } from "../../src/browser/speculation-rules"
import { isPrefetchable, SPECULATION_RULES } from "../../src/lib/prefetch"

type Supports = { supports?: (type: string) => boolean }
const scriptElement = HTMLScriptElement as unknown as Supports

function page(): void {
  document.head.innerHTML = ""
  document.body.innerHTML = `
    <a id="about" href="/about/"><span id="inside">About us</span></a>
    <a id="about-again" href="/about/#team">Our team</a>
    <a id="here" href="#main">Skip</a>
    <a id="same" href="/">Home</a>
    <a id="pdf" href="/static/abc/prospectus.PDF">Prospectus</a>
    <a id="feed" href="/notices/rss.xml">Feed</a>
    <a id="download" href="/documents/form/" download>Form</a>
    <a id="editor" href="/admin/">Editor</a>
    <a id="away" href="https://elsewhere.example/page/">Elsewhere</a>
    <a id="mail" href="mailto:info@school.example">Mail</a>`
}

const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => new URL(link.href).pathname)

function point(id: string, type: "pointerenter" | "touchstart" = "pointerenter"): void {
  document.getElementById(id)!.dispatchEvent(new Event(type, { bubbles: false }))
}

describe("the prefetch fallback", () => {
  let controller: AbortController
  beforeEach(() => {
    page()
    delete scriptElement.supports
    controller = new AbortController()
  })
  afterEach(() => controller.abort())

  it("adds a <link rel=prefetch> for an internal page when a visitor points at or touches its link, once per address", () => {
    startPrefetch(document, controller.signal)
    point("inside")
    point("about")
    point("about-again", "touchstart")
    expect(prefetched()).toEqual(["/about/"])
  })

  it("leaves out this page, places in it, files, feeds, downloads, the editor and other sites", () => {
    startPrefetch(document, controller.signal)
    for (const id of ["here", "same", "pdf", "feed", "download", "editor", "away", "mail"]) point(id)
    expect(prefetched()).toEqual([])
  })

  it("is for a browser without Speculation Rules, which the server's header names: the page's script asks for it only there", () => {
    expect(hasSpeculationRules(document)).toBe(false)
    scriptElement.supports = (type) => type === "speculationrules"
    expect(hasSpeculationRules(document)).toBe(true)
  })

  it("stops when its signal aborts", () => {
    startPrefetch(document, controller.signal)
    controller.abort()
    point("about")
    expect(prefetched()).toEqual([])
  })

  it("keeps to the rule the Speculation Rules carry", () => {
    const rule = SPECULATION_RULES.prefetch[0]
    expect(rule.eagerness).toBe("moderate")
    const here = { href: "https://school.example/", origin: "https://school.example" }
    const link = (href: string) => ({ href, hasAttribute: () => false })
    expect(isPrefetchable(link("https://school.example/calendar/2083/08/"), here)).toBe(true)
    expect(isPrefetchable(link("https://school.example/calendar.ics"), here)).toBe(false)
    expect(isPrefetchable(link("https://school.example/admin/#/collections"), here)).toBe(false)
  })
})
