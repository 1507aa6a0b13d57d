// Which link of the documents library's filter is the current one: the category the address's
// fragment shows, or the whole list; the `document-filter` page module marks it (markCurrentCategory).

/** Marks the library's filter, the <nav> of links to each category. */
export const CATEGORY_FILTER = "data-category-filter"

/** The anchor of the whole list: the "all documents" link targets it, so no category is the target. */
export const ALL_DOCUMENTS_ANCHOR = "all"

/** The anchor of what the list shows for the fragment `hash` (without "#"): a category's, or the whole list's. */
export function shownAnchor(hash: string, categoryAnchors: readonly string[]): string {
  return categoryAnchors.includes(hash) ? hash : ALL_DOCUMENTS_ANCHOR
}

/**
 * Marks the filter link (in `nav`) of what the list shows as the current one (aria-current="true"),
 * now and whenever the fragment changes, until `signal` aborts.
 */
export function markCurrentCategory(nav: Element, signal: AbortSignal): void {
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
  const anchorOf = (link: HTMLAnchorElement) => link.getAttribute("href")!.slice(1)
  const categories = links.map(anchorOf).filter((anchor) => anchor !== ALL_DOCUMENTS_ANCHOR)
  const mark = () => {
    const shown = shownAnchor(window.location.hash.slice(1), categories)
    for (const link of links) {
      if (anchorOf(link) === shown) link.setAttribute("aria-current", "true")
      else link.removeAttribute("aria-current")
    }
  }
  mark()
  window.addEventListener("hashchange", mark, { signal })
}
