// The search itself: the words typed, searched a moment after the visitor stops typing, the results'
// first page, and the state the page announces. Pagefind is loaded on the first search or when the
// field takes focus, never with the page.
import { useCallback, useEffect, useRef, useState } from "react"
import type { SearchPhase } from "../../lib/search/status"
import { loadPagefind, type PagefindResult, type PagefindResultData } from "./pagefind"

export const SEARCH_DEBOUNCE_MS = 300
export const RESULTS_PER_PAGE = 10

export interface SearchState {
  phase: SearchPhase
  /** The words of the results shown (the last search made), not of the field. */
  query: string
  count: number
  shown: PagefindResultData[]
}

const IDLE: SearchState = { phase: "idle", query: "", count: 0, shown: [] }

export function useSearch(initialQuery: string) {
  const [state, setState] = useState<SearchState>(IDLE)
  const results = useRef<PagefindResult[]>([])
  const latest = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout>>()

  const run = useCallback(async (query: string) => {
    clearTimeout(timer.current)
    const ticket = ++latest.current
    const words = query.trim()
    if (!words) {
      results.current = []
      setState(IDLE)
      return
    }
    setState((previous) => ({ ...previous, phase: "loading", query: words }))
    try {
      const pagefind = await loadPagefind()
      const found = await pagefind.search(words)
      const shown = await Promise.all(found.results.slice(0, RESULTS_PER_PAGE).map((result) => result.data()))
      // A newer search started meanwhile: its results win.
      if (ticket !== latest.current) return
      results.current = found.results
      setState({ phase: "done", query: words, count: found.results.length, shown })
    } catch {
      if (ticket === latest.current) setState({ phase: "unavailable", query: words, count: 0, shown: [] })
    }
  }, [])

  /** Searches once the visitor has stopped typing for a moment. */
  const searchSoon = useCallback(
    (query: string) => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => void run(query), SEARCH_DEBOUNCE_MS)
    },
    [run],
  )

  const showMore = useCallback(async () => {
    const from = state.shown.length
    const ticket = latest.current
    const more = await Promise.all(results.current.slice(from, from + RESULTS_PER_PAGE).map((result) => result.data()))
    if (ticket === latest.current) setState((previous) => ({ ...previous, shown: [...previous.shown, ...more] }))
  }, [state.shown.length])

  /** Fetches Pagefind ahead of the first search (the field took focus); a failure waits for the search. */
  const prepare = useCallback(() => {
    loadPagefind().catch(() => undefined)
  }, [])

  useEffect(() => {
    if (initialQuery.trim()) void run(initialQuery)
    return () => clearTimeout(timer.current)
  }, [initialQuery, run])

  return { state, search: run, searchSoon, showMore, prepare }
}
