// The words searched for live in the address (?q=…), so a search can be shared, bookmarked and
// reloaded, and the search field in the navigation (a plain form) can open the page with them.

export const QUERY_PARAMETER = "q"

/** The words in an address's query string ("?q=exam+routine" → "exam routine"); "" when there are none. */
export function queryFromSearch(search: string): string {
  return new URLSearchParams(search).get(QUERY_PARAMETER) ?? ""
}

/** The address of the search page with these words, or without any when they are blank. */
export function addressWithQuery(pathname: string, query: string, hash = ""): string {
  const words = query.trim()
  if (!words) return `${pathname}${hash}`
  return `${pathname}?${new URLSearchParams({ [QUERY_PARAMETER]: words }).toString()}${hash}`
}
