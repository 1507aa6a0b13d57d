// The view a 404 page shows (docs/behaviour.md#unknown-addresses), once its head script has picked it
// before the first paint: the page is built with both views, and its head for the not-found one. This
// keeps the chosen view alone in the page and, for the default category, puts that view's title,
// description and canonical address in the head, in plain DOM, as React's page does once it has
// decided. Run by the 404 page's light script.
import { MISSING_VIEW_ATTRIBUTE } from "./missing-path-script"

/** On each view of the prebuilt page: which it is ("not-found" or "default"), as the head script names them. */
export const MISSING_PART = "data-missing-part"

/** On the default view's part: the head it calls for. */
export const VIEW_TITLE = "data-view-title"
export const VIEW_DESCRIPTION = "data-view-description"
export const VIEW_CANONICAL = "data-view-canonical"

/** The part's attributes for these texts (the full title, the description, the absolute canonical address). */
export function viewHeadAttributes(head: { fullTitle: string; text: string; canonical: string | null }): Record<string, string> {
  return { [VIEW_TITLE]: head.fullTitle, [VIEW_DESCRIPTION]: head.text, ...(head.canonical ? { [VIEW_CANONICAL]: head.canonical } : {}) }
}

function setHeadElement(doc: Document, selector: string, create: () => Element, attribute: string, value: string): void {
  let element = doc.head.querySelector(selector)
  if (!element) {
    element = create()
    doc.head.append(element)
  }
  element.setAttribute(attribute, value)
}

function meta(doc: Document, key: "name" | "property", name: string): () => Element {
  return () => {
    const element = doc.createElement("meta")
    element.setAttribute(key, name)
    return element
  }
}

/** Keeps the view the head script chose alone in the page, and gives the head the default view's texts when it is that one. */
export function keepChosenView(doc: Document): void {
  const view = doc.documentElement.getAttribute(MISSING_VIEW_ATTRIBUTE)
  if (view !== "default" && view !== "not-found") return
  for (const part of doc.querySelectorAll(`[${MISSING_PART}]`)) {
    if (part.getAttribute(MISSING_PART) !== view) part.remove()
  }
  if (view === "default") showDefaultViewHead(doc)
}

function showDefaultViewHead(doc: Document): void {
  const part = doc.querySelector(`[${VIEW_TITLE}]`)
  if (!part) return
  const title = part.getAttribute(VIEW_TITLE) ?? ""
  const description = part.getAttribute(VIEW_DESCRIPTION) ?? ""
  doc.title = title
  for (const [key, name, value] of [
    ["name", "description", description],
    ["property", "og:title", title],
    ["property", "og:description", description],
    ["name", "twitter:title", title],
    ["name", "twitter:description", description],
  ] as const) {
    setHeadElement(doc, `meta[${key}="${name}"]`, meta(doc, key, name), "content", value)
  }
  const canonical = part.getAttribute(VIEW_CANONICAL)
  if (!canonical) return
  setHeadElement(
    doc,
    'link[rel="canonical"]',
    () => {
      const link = doc.createElement("link")
      link.rel = "canonical"
      return link
    },
    "href",
    canonical,
  )
  setHeadElement(doc, 'meta[property="og:url"]', meta(doc, "property", "og:url"), "content", canonical)
}
