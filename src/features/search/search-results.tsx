// The results of a search: each a link to its page, named by the page's heading, with its snippet.
import { Link } from "gatsby"
import React, { useEffect, useRef } from "react"
import type { PagefindResultData } from "./pagefind"
import { SearchExcerpt } from "./search-excerpt"
import * as styles from "./search-page.module.scss"

export interface SearchResultsProps {
  results: readonly PagefindResultData[]
  /** Index of the first result of the last "show more": focus moves there, so keyboard users read on. */
  focusFrom: number | null
}

export function SearchResults({ results, focusFrom }: SearchResultsProps) {
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => {
    if (focusFrom === null) return
    list.current?.querySelectorAll<HTMLAnchorElement>("a")[focusFrom]?.focus()
  }, [focusFrom, results.length])
  if (results.length === 0) return null
  return (
    <ol ref={list} className={styles.results}>
      {results.map((result) => (
        <li key={result.url} className={styles.result}>
          <Link to={result.url} className={styles.resultLink}>
            {result.meta.title || result.url}
          </Link>
          <SearchExcerpt html={result.excerpt} className={styles.excerpt} />
        </li>
      ))}
    </ol>
  )
}
