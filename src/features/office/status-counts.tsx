// How many applications stand at each status under the other filters (the level, the days, the
// search), each a button that lists them: the office sees its season at a glance and goes to the
// ones waiting for it.
import React from "react"
import { STATUSES, type Status } from "./api"
import { queryOfFilters, type InboxFilters } from "./filters"
import type { OfficeTexts } from "./texts"
import * as styles from "./office.module.scss"

export interface StatusCountsProps {
  texts: OfficeTexts
  filters: InboxFilters
  counts: Record<Status, number>
  onApply: (query: string) => void
}

export function StatusCounts({ texts, filters, counts, onApply }: StatusCountsProps) {
  const total = STATUSES.reduce((sum, status) => sum + counts[status], 0)
  const choices: { status: Status | ""; label: string; count: number }[] = [
    { status: "", label: texts.list.anyStatus, count: total },
    ...STATUSES.map((status) => ({ status, label: texts.statuses[status], count: counts[status] })),
  ]
  return (
    <ul className={styles.counts} aria-label={texts.list.countsLabel} data-testid="status-counts">
      {choices.map(({ status, label, count }) => (
        <li key={status || "all"}>
          <button type="button" aria-pressed={filters.status === status} onClick={() => onApply(queryOfFilters({ ...filters, status }))}>
            {label} <span className={styles.countNumber}>{count}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
