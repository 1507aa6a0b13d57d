// Which links the next page is fetched ahead for, when a visitor points at or touches them: every
// page of the site, and no file (a PDF, a feed, the calendar's .ics) nor the web editor, which a
// visitor opens rarely and which would only cost a phone its data. One rule for the Speculation Rules
// the server names (src/node/deploy/policy.ts) and for the fallback of browsers without them
// (src/browser/prefetch.ts).

/** The web editor's pages: never prefetched. */
export const NOT_PREFETCHED_PATHS = ["/admin/*"] as const

/** The file types the site links to, never prefetched; and links that download. */
export const FILE_TYPES = ["pdf", "ics", "rss", "xml", "json", "txt", "zip", "doc", "docx", "xls", "xlsx", "jpg", "jpeg", "png", "webp", "mp4"] as const
export const FILE_LINKS = ["a[download]", ...FILE_TYPES.map((type) => `a[href$=".${type}" i]`)].join(", ")

/** The Speculation Rules of every page: prefetch on hover (moderate), of the site's own pages only. */
export const SPECULATION_RULES = {
  prefetch: [
    {
      where: {
        and: [{ href_matches: "/*" }, ...NOT_PREFETCHED_PATHS.map((path) => ({ not: { href_matches: path } })), { not: { selector_matches: FILE_LINKS } }],
      },
      eagerness: "moderate",
    },
  ],
} as const

/**
 * Whether the fallback prefetches a link's target: a page of the same origin (not this page itself,
 * nor a place in it), outside the editor, not a file, not a download.
 */
export function isPrefetchable(link: { href: string; hasAttribute(name: string): boolean }, page: { href: string; origin: string }): boolean {
  if (link.hasAttribute("download")) return false
  let url: URL
  try {
    url = new URL(link.href, page.href)
  } catch {
    return false
  }
  if (url.origin !== page.origin || (url.protocol !== "https:" && url.protocol !== "http:")) return false
  const here = new URL(page.href)
  if (url.pathname === here.pathname && url.search === here.search) return false
  if (NOT_PREFETCHED_PATHS.some((path) => url.pathname.startsWith(path.replace(/\*$/, "")))) return false
  const last = url.pathname.slice(url.pathname.lastIndexOf("/") + 1).toLowerCase()
  return !FILE_TYPES.some((type) => last.endsWith(`.${type}`))
}
