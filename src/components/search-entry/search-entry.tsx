// The search field of the navigation: a plain form that opens the search page of the page's language
// with the words typed (?q=…), with or without JavaScript. It loads nothing of the search itself.
import React, { useId } from "react"
import { useFill, useSite } from "../../hooks/use-site"
import { useLocale } from "../../state/locale-context"
import { localizedPath } from "../../lib/i18n/locales"
import { Button } from "../button/button"
import { SearchField } from "./search-field"
import * as styles from "./search-entry.module.scss"

export const SEARCH_PAGE = "/search/"

export interface SearchEntryProps {
  /** "bar" in the navigation bar, "menu" as a row of the Menu drawer. */
  variant?: "bar" | "menu"
}

export function SearchEntry({ variant = "bar" }: SearchEntryProps) {
  const { navigation } = useSite()
  const fill = useFill()
  const locale = useLocale()
  const fieldId = useId()
  const label = fill(navigation.search.label)
  return (
    <form role="search" aria-label={label} action={localizedPath(SEARCH_PAGE, locale)} method="get" className={styles[variant]}>
      <label htmlFor={fieldId} className="visually-hidden">
        {label}
      </label>
      <SearchField id={fieldId} className={styles.field} placeholder={label} />
      <Button type="submit" size="sm" className={styles.button}>
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M13 13l5.5 5.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        {/* The magnifier says it, leaving the field the room; the word stays for screen readers. */}
        <span className="visually-hidden">{fill(navigation.search.button)}</span>
      </Button>
    </form>
  )
}
