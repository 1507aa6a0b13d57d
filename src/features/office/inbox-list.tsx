// The applications, newest first, as the filters in the address select them; each opens its own view.
import { Link } from "gatsby"
import React, { useEffect, useMemo, useState } from "react"
import { fillPlaceholders } from "../../lib/placeholders"
import { nepalDateTime } from "../../lib/nepal-time/day"
import { officeApi, type InboxRow, type Status } from "./api"
import { applicationHref, filtersFromSearch, queryOfFilters } from "./filters"
import { FiltersForm } from "./filters-form"
import { StatusCounts } from "./status-counts"
import type { LevelOption, OfficeTexts } from "./texts"
import { FamilyText } from "./family-text"
import * as styles from "./office.module.scss"

export interface InboxListProps {
  texts: OfficeTexts
  levels: readonly LevelOption[]
  officePath: string
  /** The page address's query string, which holds the filters. */
  search: string
  /** Said above the list (an application was deleted), or null. */
  notice: string | null
  onApply: (query: string) => void
  onSignedOut: () => void
}

type ListState = { state: "loading" } | { state: "ready"; rows: InboxRow[]; more: boolean; counts: Record<Status, number> } | { state: "unavailable" }

export function InboxList({ texts, levels, officePath, search, notice, onApply, onSignedOut }: InboxListProps) {
  const words = texts.list
  const query = queryOfFilters(filtersFromSearch(search))
  const filters = useMemo(() => filtersFromSearch(query), [query])
  const [list, setList] = useState<ListState>({ state: "loading" })

  useEffect(() => {
    let current = true
    setList({ state: "loading" })
    void officeApi.list(query).then((outcome) => {
      if (!current) return
      if (outcome.kind === "ok") setList({ state: "ready", rows: outcome.data.applications, more: outcome.data.more, counts: outcome.data.counts })
      else if (outcome.kind === "signed-out") onSignedOut()
      else setList({ state: "unavailable" })
    })
    return () => {
      current = false
    }
  }, [query, onSignedOut])

  const columns = words.columns
  return (
    <section aria-labelledby="office-list">
      <h1 id="office-list">{words.heading}</h1>
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <FiltersForm texts={texts} levels={levels} filters={filters} onApply={onApply} />
      <div aria-live="polite" aria-busy={list.state === "loading"}>
        {list.state === "loading" ? <p className={styles.muted}>{texts.loading}</p> : null}
        {list.state === "unavailable" ? <p className={styles.error}>{texts.unavailable}</p> : null}
        {list.state === "ready" ? (
          <>
            <StatusCounts texts={texts} filters={filters} counts={list.counts} onApply={onApply} />
            <p className={styles.count}>{fillPlaceholders(words.count, { count: String(list.rows.length) })}</p>
            {list.more ? <p className={styles.muted}>{words.more}</p> : null}
          </>
        ) : null}
      </div>
      {list.state === "ready" && list.rows.length === 0 ? <p>{words.empty}</p> : null}
      {list.state === "ready" && list.rows.length > 0 ? (
        <table className={styles.table}>
          <caption className={styles.caption}>
            {words.caption}. {texts.timeNote}
          </caption>
          <thead>
            <tr>
              <th scope="col">{columns.reference}</th>
              <th scope="col">{columns.received}</th>
              <th scope="col">{columns.student}</th>
              <th scope="col">{columns.parent}</th>
              <th scope="col">{columns.level}</th>
              <th scope="col">{columns.status}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.reference}>
                <th scope="row" data-label={columns.reference}>
                  <Link to={applicationHref(officePath, row.reference)}>{row.reference}</Link>
                </th>
                <td data-label={columns.received}>{nepalDateTime(row.receivedAt)}</td>
                <td data-label={columns.student}>
                  <FamilyText>{row.studentName}</FamilyText>
                </td>
                <td data-label={columns.parent}>
                  <FamilyText>{row.parentName}</FamilyText>
                </td>
                <td data-label={columns.level}>{row.levelLabel}</td>
                <td data-label={columns.status}>{texts.statuses[row.status as keyof OfficeTexts["statuses"]] ?? row.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
