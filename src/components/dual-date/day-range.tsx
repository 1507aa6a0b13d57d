// A span of days, each end a DualDate, joined the way the page's language joins them
// (data/dates.json "dayRange": "… until …", "… देखि … सम्म").
import React from "react"
import { dayRangeParts } from "../../lib/nepal-time/texts"
import { useLocale } from "../../state/locale-context"
import { DualDate } from "./dual-date"

export function DayRange({ start, end }: { start: string; end: string }) {
  const { before, between, after } = dayRangeParts(useLocale())
  return (
    <>
      {before}
      <DualDate iso={start} />
      {between}
      <DualDate iso={end} />
      {after}
    </>
  )
}
