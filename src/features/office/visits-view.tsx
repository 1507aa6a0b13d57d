// Booked visits in the office (/office/?visits=day&from=2026-11-29, or visits=week): the bookings of a
// day or seven days by time, with the people to expect; a day prints as the sheet the guide carries.
// Each booking can be cancelled or moved to another open time (the server tells the family) and shows
// its history.
import React, { useCallback, useEffect, useState } from "react"
import { Button } from "../../components/button/button"
import { fillPlaceholders } from "../../lib/placeholders"
import { nepalDateTime, nepalDay } from "../../lib/nepal-time/day"
import { slotsOnDay } from "../../lib/visits/slots"
import { visitTexts, visitWhen } from "../../lib/visits/texts"
import { officeApi, type OfficeVisit, type VisitListRow } from "./api"
import { MoveVisit } from "./move-visit"
import type { OfficeTexts } from "./texts"
import { FamilyText } from "./family-text"
import { goTo } from "./office-address"
import * as styles from "./office.module.scss"

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

export function visitsViewOf(search: string): { days: 1 | 7; from: string } | null {
  const params = new URLSearchParams(search)
  const view = params.get("visits")
  if (view !== "day" && view !== "week") return null
  const from = params.get("from") ?? ""
  return { days: view === "week" ? 7 : 1, from: ISO_DAY.test(from) ? from : nepalDay(new Date()) }
}

export interface VisitsViewProps {
  texts: OfficeTexts
  officePath: string
  days: 1 | 7
  from: string
  onSignedOut: () => void
}

/** The slot's day and hours as the office reads them, from its id ("2026-11-29T10:00"). */
function slotWhen(slotId: string): string {
  const [day = "", time = ""] = slotId.split("T")
  const slot = slotsOnDay(day, visitTexts("en")).find((candidate) => candidate.time === time)
  return visitWhen(slot ?? { day, time, endTime: time }, "en")
}

const SLOT_IDS = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/g

/** A history entry's detail with each time in it written out ("booked" names one, "moved" two). */
export function historyDetail(detail: string): string {
  return detail.replace(SLOT_IDS, (slotId) => slotWhen(slotId))
}

interface VisitActionsProps {
  row: VisitListRow
  texts: OfficeTexts
  onChanged: () => void
  onMoved: (visit: OfficeVisit) => void
  onSignedOut: () => void
}

function VisitActions({ row, texts, onChanged, onMoved, onSignedOut }: VisitActionsProps) {
  const words = texts.visits
  const [problem, setProblem] = useState<string | null>(null)
  const [history, setHistory] = useState<OfficeVisit["history"] | null>(null)
  const cancelled = (outcome: Awaited<ReturnType<typeof officeApi.cancelVisit>>) => {
    if (outcome.kind === "signed-out") return onSignedOut()
    // 409: cancelled already (in another tab, or by the family's link): the list, asked again, says so.
    if (outcome.kind === "invalid") return onChanged()
    if (outcome.kind !== "ok") return setProblem(texts.unavailable)
    setProblem(null)
    setHistory(outcome.data.history)
    onChanged()
  }
  return (
    <div className={styles.visitActions}>
      {row.cancelled ? null : (
        <>
          <Button variant="secondary" size="sm" onClick={() => void officeApi.cancelVisit(row.reference).then(cancelled)}>
            {words.cancelLabel}
          </Button>
          <MoveVisit
            reference={row.reference}
            texts={texts}
            onSignedOut={onSignedOut}
            onMoved={(visit) => {
              setHistory(visit.history)
              onMoved(visit)
            }}
          />
        </>
      )}
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <details
        onToggle={(event) => {
          if ((event.target as HTMLDetailsElement).open && !history) void officeApi.visit(row.reference).then((outcome) => outcome.kind === "ok" && setHistory(outcome.data.history))
        }}
      >
        <summary>{words.historyLabel}</summary>
        <ul className={styles.history}>
          {(history ?? []).map((event, index) => (
            <li key={index}>
              {nepalDateTime(event.changed_at)}: {event.action} {historyDetail(event.detail)} ({event.changed_by})
            </li>
          ))}
        </ul>
      </details>
    </div>
  )
}

export function VisitsView({ texts, officePath, days, from, onSignedOut }: VisitsViewProps) {
  const words = texts.visits
  const en = visitTexts("en")
  const [rows, setRows] = useState<VisitListRow[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [day, setDay] = useState(from)
  const [notice, setNotice] = useState<string | null>(null)
  const load = useCallback(() => {
    void officeApi.visits(from, days).then((outcome) => {
      if (outcome.kind === "signed-out") return onSignedOut()
      if (outcome.kind !== "ok") return setFailed(true)
      setFailed(false)
      setRows(outcome.data.visits)
    })
  }, [from, days, onSignedOut])
  useEffect(load, [load])
  // A notice is about the days it was given on.
  useEffect(() => setNotice(null), [from, days])
  const go = (view: "day" | "week", first: string) => goTo(`${officePath}?visits=${view}&from=${first}`)
  const people = (rows ?? []).filter((row) => !row.cancelled).reduce((sum, row) => sum + row.people, 0)

  return (
    <section aria-labelledby="office-visits">
      <h1 id="office-visits">{words.heading}</h1>
      <form
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault()
          go(days === 7 ? "week" : "day", day)
        }}
      >
        <label className={styles.field}>
          {words.fromLabel}
          <input type="date" value={day} onChange={(event) => setDay(event.target.value)} />
        </label>
        <Button type="submit" size="sm">
          {words.showLabel}
        </Button>
        <Button variant={days === 1 ? "primary" : "outline"} size="sm" onClick={() => go("day", day)} aria-pressed={days === 1}>
          {words.dayLabel}
        </Button>
        <Button variant={days === 7 ? "primary" : "outline"} size="sm" onClick={() => go("week", day)} aria-pressed={days === 7}>
          {words.weekLabel}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => window.print()}>
          {words.printLabel}
        </Button>
      </form>
      <p className={styles.muted}>{texts.timeNote}</p>
      {notice ? (
        <p className={`${styles.notice} ${styles.noPrint}`} role="status">
          {notice}
        </p>
      ) : null}
      {failed ? (
        <p className={styles.error} role="alert">
          {texts.unavailable}
        </p>
      ) : null}
      {rows === null && !failed ? <p className={styles.muted}>{texts.loading}</p> : null}
      {rows && rows.length === 0 ? <p>{words.none}</p> : null}
      {rows && rows.length > 0 ? (
        <>
          <p className={styles.count}>{fillPlaceholders(words.totalPeople, { count: String(people) })}</p>
          <table className={`${styles.table} ${styles.visitsTable}`}>
            <thead>
              <tr>
                <th scope="col">{words.timeLabel}</th>
                <th scope="col">{words.referenceLabel}</th>
                <th scope="col">{words.nameLabel}</th>
                <th scope="col">{words.peopleLabel}</th>
                <th scope="col">{words.phoneLabel}</th>
                <th scope="col">{words.interestLabel}</th>
                <th scope="col">{words.noteLabel}</th>
                <th scope="col" className={styles.noPrint}>
                  <span className="visually-hidden">{words.historyLabel}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.reference} className={row.cancelled ? styles.cancelledRow : undefined}>
                  <td data-label={words.timeLabel}>
                    {slotWhen(row.slot_id)}
                    {row.cancelled ? <strong> ({words.cancelledLabel})</strong> : null}
                  </td>
                  <td data-label={words.referenceLabel}>
                    <span className={styles.reference}>{row.reference}</span>
                  </td>
                  <td data-label={words.nameLabel}>
                    <FamilyText>{row.name}</FamilyText>
                  </td>
                  <td data-label={words.peopleLabel}>{row.people}</td>
                  <td data-label={words.phoneLabel}>
                    <FamilyText>{row.phone}</FamilyText>
                  </td>
                  <td data-label={words.interestLabel}>{en.interests.find((interest) => interest.value === row.interest)?.label ?? row.interest}</td>
                  <td data-label={words.noteLabel}>
                    <FamilyText>{row.note}</FamilyText>
                  </td>
                  <td className={`${styles.noPrint} ${styles.actionsCell}`} data-label={words.historyLabel}>
                    <VisitActions
                      row={row}
                      texts={texts}
                      onChanged={load}
                      onSignedOut={onSignedOut}
                      onMoved={(visit) => {
                        setNotice(fillPlaceholders(words.moved, { reference: visit.booking.reference, when: slotWhen(visit.booking.slot_id) }))
                        load()
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  )
}
