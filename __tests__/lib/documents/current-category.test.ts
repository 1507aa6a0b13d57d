// The documents library's filter as its light page marks it: the link of what the list shows is the
// current one, following the address's fragment.
import { ALL_DOCUMENTS_ANCHOR, markCurrentCategory, shownAnchor } from "../../../src/lib/documents/current-category"

const CATEGORIES = ["forms", "policies"]

function filter(): HTMLElement {
  const nav = document.createElement("nav")
  nav.innerHTML = [ALL_DOCUMENTS_ANCHOR, ...CATEGORIES].map((anchor) => `<a href="#${anchor}">${anchor}</a>`).join("")
  document.body.replaceChildren(nav)
  return nav
}

const current = (nav: HTMLElement) => [...nav.querySelectorAll('a[aria-current="true"]')].map((link) => link.textContent)

function goTo(hash: string) {
  window.location.hash = hash
  window.dispatchEvent(new HashChangeEvent("hashchange"))
}

describe("the documents filter's current category", () => {
  afterEach(() => window.history.replaceState(null, "", window.location.pathname))

  it("is the category the fragment names, or the whole list for any other fragment or none", () => {
    expect(shownAnchor("forms", CATEGORIES)).toBe("forms")
    expect(shownAnchor("", CATEGORIES)).toBe(ALL_DOCUMENTS_ANCHOR)
    expect(shownAnchor(ALL_DOCUMENTS_ANCHOR, CATEGORIES)).toBe(ALL_DOCUMENTS_ANCHOR)
    expect(shownAnchor("no-such", CATEGORIES)).toBe(ALL_DOCUMENTS_ANCHOR)
  })

  it("is marked at once for a shared address, and follows the fragment until stopped", () => {
    window.history.replaceState(null, "", "#policies")
    const nav = filter()
    const stop = new AbortController()
    markCurrentCategory(nav, stop.signal)
    expect(current(nav)).toEqual(["policies"])
    goTo("forms")
    expect(current(nav)).toEqual(["forms"])
    goTo(ALL_DOCUMENTS_ANCHOR)
    expect(current(nav)).toEqual([ALL_DOCUMENTS_ANCHOR])
    stop.abort()
    goTo("policies")
    expect(current(nav)).toEqual([ALL_DOCUMENTS_ANCHOR])
  })
})
