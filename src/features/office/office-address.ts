// The office moves between its views (the list and its filters, an application, the visits) within
// the page, as it did under Gatsby's router: the address changes in the history, the part redraws,
// and what it holds meanwhile (the notice that an application was deleted, the session) stays. A
// page load would lose that notice. The visitor's own Back and Forward redraw it the same way.
import { useEffect, useState } from "react"

const MOVED = "office-address-moved"

/** Shows `to` (a path with its query string) in the office's own page, without a page load. */
export function goTo(to: string): void {
  window.history.pushState(window.history.state, "", to)
  window.dispatchEvent(new Event(MOVED))
}

/** The address's query string, kept as the office moves; `initial` is what the page was built or drawn with. */
export function useOfficeSearch(initial: string): string {
  const [search, setSearch] = useState(initial)
  useEffect(() => {
    const read = () => setSearch(window.location.search)
    read()
    window.addEventListener(MOVED, read)
    window.addEventListener("popstate", read)
    return () => {
      window.removeEventListener(MOVED, read)
      window.removeEventListener("popstate", read)
    }
  }, [])
  return search
}
