// The list's filters live in the page's address (/office/?status=invited&q=…), so a filtered list can
// be reloaded, bookmarked and reached with Back; the same query goes to the list call and the CSV export.
import { isStatus, type Status } from "../../lib/office/inbox"

export interface InboxFilters {
  q: string
  level: string
  status: Status | ""
  from: string
  to: string
}

export const NO_FILTERS: InboxFilters = { q: "", level: "", status: "", from: "", to: "" }

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** The filters in a query string ("?q=…"); what is not a filter the inbox knows is left out. */
export function filtersFromSearch(search: string): InboxFilters {
  const params = new URLSearchParams(search)
  const status = params.get("status") ?? ""
  const day = (name: string) => {
    const value = params.get(name) ?? ""
    return ISO_DAY.test(value) ? value : ""
  }
  return {
    q: (params.get("q") ?? "").trim(),
    level: (params.get("level") ?? "").trim(),
    status: isStatus(status) ? status : "",
    from: day("from"),
    to: day("to"),
  }
}

/** The query string of the filters, without "?", naming only those set; "" for none. */
export function queryOfFilters(filters: InboxFilters): string {
  const params = new URLSearchParams()
  const q = filters.q.trim()
  if (q) params.set("q", q)
  if (filters.level) params.set("level", filters.level)
  if (filters.status) params.set("status", filters.status)
  // A range given backwards ("from" after "to") is read the way the office meant it.
  const [from, to] = filters.from && filters.to && filters.from > filters.to ? [filters.to, filters.from] : [filters.from, filters.to]
  if (from) params.set("from", from)
  if (to) params.set("to", to)
  return params.toString()
}

/** The reference of the application the address opens (/office/?ref=CA-2083-0042), or null for the list. */
export function referenceFromSearch(search: string): string | null {
  const reference = new URLSearchParams(search).get("ref")?.trim()
  return reference ? reference.toUpperCase() : null
}

export function applicationHref(officePath: string, reference: string): string {
  return `${officePath}?ref=${encodeURIComponent(reference)}`
}
