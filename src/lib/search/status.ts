// What the search page says about a search, in the words of data/search.json: read out by screen
// readers through a polite live region, and shown above the results.

export type SearchPhase = "idle" | "loading" | "done" | "unavailable"

export interface SearchStatusWords {
  loading: string
  noResults: string
  oneResult: string
  results: string
  unavailable: string
}

export interface SearchStatus {
  phase: SearchPhase
  query: string
  count: number
}

/** The sentence for a search's state; empty before anything was searched. `fill` puts in {count} and {query}. */
export function searchStatusText(
  status: SearchStatus,
  words: SearchStatusWords,
  fill: (text: string, values: { count: number; query: string }) => string,
): string {
  const values = { count: status.count, query: status.query.trim() }
  switch (status.phase) {
    case "idle":
      return ""
    case "loading":
      return words.loading
    case "unavailable":
      return words.unavailable
    case "done":
      if (status.count === 0) return fill(words.noResults, values)
      return fill(status.count === 1 ? words.oneResult : words.results, values)
  }
}
