// The search page: a labelled field, the state of the search said through a polite live region, and
// the results. The words live in the address (?q=…), read when the page opens and kept as they change.
import React, { useEffect, useId, useState } from "react"
import { Button } from "../../components/button/button"
import { PageIntro } from "../../components/layout/page-intro"
import { SearchField } from "../../components/search-entry/search-field"
import { SmartLink } from "../../components/smart-link/smart-link"
import { useFill } from "../../hooks/use-site"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { useLocale } from "../../state/locale-context"
import { fillPlaceholders } from "../../lib/placeholders"
import { addressWithQuery, queryFromSearch } from "../../lib/search/address"
import { searchStatusText } from "../../lib/search/status"
import { SearchResults } from "./search-results"
import { useSearch } from "./use-search"
import * as styles from "./search-page.module.scss"

export type SearchWords = Queries.SearchPageQuery["searchJson"] & object

export interface SearchPageProps {
  words: SearchWords
  /** The address's query string when the page opened ("?q=…"). */
  search: string
}

export function SearchPage({ words, search }: SearchPageProps) {
  const fill = useFill()
  const locale = useLocale()
  const [initialQuery] = useState(() => queryFromSearch(search))
  const [query, setQuery] = useState(initialQuery)
  const [focusFrom, setFocusFrom] = useState<number | null>(null)
  const { state, search: searchNow, searchSoon, showMore, prepare } = useSearch(initialQuery)
  const fieldId = useId()

  useEffect(() => {
    const { pathname, hash } = window.location
    window.history.replaceState(window.history.state, "", addressWithQuery(pathname, query, hash))
  }, [query])

  const status = searchStatusText(state, words, (text, values) =>
    fillPlaceholders(fill(text), values, (value) => toLocaleDigits(value, locale)),
  )

  return (
    <>
      <PageIntro heading={fill(words.heading)} intro={fill(words.intro)} />
      <div className={styles.body}>
        <form
          role="search"
          aria-label={fill(words.heading)}
          onSubmit={(event) => {
            event.preventDefault()
            void searchNow(query)
          }}
        >
          <label htmlFor={fieldId} className={styles.label}>
            {fill(words.label)}
          </label>
          <div className={styles.row}>
            <SearchField
              id={fieldId}
              className={styles.field}
              value={query}
              onFocus={prepare}
              onChange={(event) => {
                setQuery(event.target.value)
                setFocusFrom(null)
                searchSoon(event.target.value)
              }}
            />
            <Button type="submit" size="lg">
              {fill(words.button)}
            </Button>
          </div>
        </form>
        <p className={styles.status} role="status" aria-live="polite">
          {status}
        </p>
        {state.phase === "unavailable" ? (
          <p>
            <SmartLink to={words.sitemapLink.to}>{fill(words.sitemapLink.label)}</SmartLink>
          </p>
        ) : null}
        <noscript>
          <p>
            {fill(words.noScript)} <SmartLink to={words.sitemapLink.to}>{fill(words.sitemapLink.label)}</SmartLink>
          </p>
        </noscript>
        <SearchResults results={state.phase === "done" ? state.shown : []} focusFrom={focusFrom} />
        {state.phase === "done" && state.shown.length < state.count ? (
          <Button
            variant="outline"
            className={styles.more}
            onClick={() => {
              setFocusFrom(state.shown.length)
              void showMore()
            }}
          >
            {fill(words.more)}
          </Button>
        ) : null}
      </div>
    </>
  )
}
