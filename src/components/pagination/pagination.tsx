// Links between the pages of a long list: newer, each page by number, older. The current page is
// marked for screen readers (aria-current).
import React from "react"
import * as styles from "./pagination.module.scss"
import { PageLink } from "../smart-link/smart-link"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { useLocale } from "../../state/locale-context"

export interface PaginationProps {
  page: number
  pageCount: number
  /** The address of page n (1 is the list's own address). */
  pathOf: (page: number) => string
  labels: { navigation: string; previous: string; next: string; pageOf: (page: number) => string }
}

export function Pagination({ page, pageCount, pathOf, labels }: PaginationProps) {
  const locale = useLocale()
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <nav aria-label={labels.navigation} className={styles.pagination}>
      <ul>
        {page > 1 ? (
          <li>
            <PageLink to={pathOf(page - 1)} rel="prev">
              {labels.previous}
            </PageLink>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <PageLink to={pathOf(number)} aria-current={number === page ? "page" : undefined} aria-label={labels.pageOf(number)}>
              {toLocaleDigits(number, locale)}
            </PageLink>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <PageLink to={pathOf(page + 1)} rel="next">
              {labels.next}
            </PageLink>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
