// Which built pages the site search offers as results. Pure, so the choice is tested without a build.

// Files, relative to public/, that are never results: the not-found pages, the school form (shown
// inside /form/, which is indexed, so it would come up twice), the web editor, the search page itself,
// and the sitemap for people, which only repeats every other page's title and would match nearly
// every search.
const LEFT_OUT = [
  /^(ne\/)?404\//,
  /^dev-404-page\//,
  /^(ne\/)?school-form\//,
  /^admin\//,
  /^(ne\/)?search\//,
  /^(ne\/)?sitemap\//,
]

const ROBOTS_META = /<meta\b[^>]*\bname=["']?robots["']?[^>]*>/gi

/** True when the page asks search engines to forget it (an expired notice): the site's search does too. */
export function asksNotToBeIndexed(html: string): boolean {
  return [...html.matchAll(ROBOTS_META)].some((match) => /\bcontent=["'][^"']*\bnoindex\b/i.test(match[0]))
}

/** The address of the page a file holds: "about/index.html" → "/about/". */
export function addressOf(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, "$1")}`
}

/** The path of the page's canonical address, if it names one. */
export function canonicalPath(html: string): string | null {
  const link = /<link\b[^>]*\brel=["']?canonical["']?[^>]*>/i.exec(html)?.[0]
  const href = link && /\bhref=["']([^"']+)["']/i.exec(link)?.[1]
  if (!href) return null
  try {
    return new URL(href, "https://site.invalid").pathname
  } catch {
    return null
  }
}

/**
 * Whether the page at `file` (relative to public/, "/"-separated) with this HTML belongs in the index.
 * Pages are folders with an index.html; other HTML files (404.html, Gatsby's slices) are not pages.
 */
export function isSearchable(file: string, html: string): boolean {
  if (!/(^|\/)index\.html$/.test(file) || LEFT_OUT.some((pattern) => pattern.test(file))) return false
  // A page whose canonical address is another page (a category's alias) would repeat that page.
  const canonical = canonicalPath(html)
  if (canonical !== null && canonical !== addressOf(file)) return false
  return !asksNotToBeIndexed(html)
}

/**
 * The HTML as Pagefind should read it. Each result is named by the page's own title (its <title>
 * without the site's name after the last " | "), which tells apart pages sharing a heading (the
 * calendar's months); and tags that touch get a space between them, or the words of neighbouring
 * elements (a label and its value) would run together in the snippets.
 */
export function forIndexing(html: string): string {
  if (!/<title\b[^>]*>[^<]*<\/title>/i.test(html)) throw new Error("found no <title> to name the page's search result by")
  if (!/\bdata-pagefind-body\b/.test(html)) throw new Error("found no data-pagefind-body marking the page's main content")
  return html
    .replace(/<title\b([^>]*)>([^<]*)<\/title>/i, (_, attributes: string, title: string) => {
      const own = title.includes(" | ") ? title.slice(0, title.lastIndexOf(" | ")) : title
      return `<title${attributes} data-pagefind-meta="title">${own}</title>`
    })
    .replace(/>(?=<)/g, "> ")
}
