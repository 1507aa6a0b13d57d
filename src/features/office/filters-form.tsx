// The list's filters: a name or reference, the level, the status and a range of days. Applied together
// with the button (or Enter), so the list is fetched once per change the office means.
import React, { useEffect, useState } from "react"
import { Button } from "../../components/button/button"
import { STATUSES } from "./api"
import { NO_FILTERS, queryOfFilters, type InboxFilters } from "./filters"
import type { LevelOption, OfficeTexts } from "./texts"
import * as styles from "./office.module.scss"

export interface FiltersFormProps {
  texts: OfficeTexts
  levels: readonly LevelOption[]
  /** The filters in force (from the address). */
  filters: InboxFilters
  /** The query string of the filters to show, "" for none. */
  onApply: (query: string) => void
}

export function FiltersForm({ texts, levels, filters, onApply }: FiltersFormProps) {
  const words = texts.list
  const [draft, setDraft] = useState<InboxFilters>(filters)
  // Back and Forward change the filters in force; the fields follow.
  useEffect(() => setDraft(filters), [filters])
  const set = (field: keyof InboxFilters) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }))

  return (
    <form
      className={styles.filters}
      aria-labelledby="office-filters"
      role="search"
      onSubmit={(event) => {
        event.preventDefault()
        onApply(queryOfFilters(draft))
      }}
    >
      <h2 id="office-filters" className={styles.filtersHeading}>
        {words.filtersHeading}
      </h2>
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor="office-q">{words.searchLabel}</label>
        <input id="office-q" type="search" value={draft.q} onChange={set("q")} />
      </div>
      <div className={styles.field}>
        <label htmlFor="office-level">{words.levelLabel}</label>
        <select id="office-level" value={draft.level} onChange={set("level")}>
          <option value="">{words.anyLevel}</option>
          {levels.map((level) => (
            <option key={level.value} value={level.value}>
              {level.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="office-status">{words.statusLabel}</label>
        <select id="office-status" value={draft.status} onChange={set("status")}>
          <option value="">{words.anyStatus}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {texts.statuses[status]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="office-from">{words.fromLabel}</label>
        <input id="office-from" type="date" value={draft.from} onChange={set("from")} />
      </div>
      <div className={styles.field}>
        <label htmlFor="office-to">{words.toLabel}</label>
        <input id="office-to" type="date" value={draft.to} onChange={set("to")} />
      </div>
      <div className={styles.actions}>
        <Button type="submit">{words.applyLabel}</Button>
        <Button
          variant="outline"
          onClick={() => {
            setDraft(NO_FILTERS)
            onApply("")
          }}
        >
          {words.clearLabel}
        </Button>
      </div>
    </form>
  )
}
