// The college home's calendar tile (docs/behaviour.md#date-tile) filled in on the markup the DateTile
// component writes, in plain DOM, started by the `today-tile` page module:
// Nepal's day in AD and BS, worked out in the browser (never at build time, so the prebuilt page never
// shows a stale day) and again each minute, so the tile moves on at Kathmandu's midnight. It brings
// the BS month tables: that module's chunk is the only one that loads it.
import { toLocaleDigits } from "../i18n/digits"
import type { Locale } from "../i18n/locales"
import { weekdayOf } from "./day"
import { formatDay, formatMonth, weekdayName } from "./texts"
import { todayTile, type TodayTile } from "./today-tile"

/** Marks the tile. */
export const TODAY_TILE = "data-today-tile"
/** Marks each part the date fills in, by name (TodayPart); the parts are hidden until then. */
export const TODAY_PART = "data-today"
export type TodayPart = "ad" | "weekday" | "day" | "month" | "bs" | "bs-date" | "bs-nepali"

/** How often to check whether the day has changed while the page stays open. */
const REFRESH_MS = 60_000

/** The texts of each part for this day on a page in `locale`. */
function todayTexts(today: TodayTile, locale: Locale): Partial<Record<TodayPart, string>> {
  return {
    weekday: weekdayName(weekdayOf(today.ad), locale),
    day: toLocaleDigits(today.ad.day, locale),
    month: formatMonth("ad", today.ad.year, today.ad.month, locale),
    "bs-date": formatDay("bs", today.bs, locale),
    "bs-nepali": formatDay("bs", today.bs, "ne"),
  }
}

function showToday(tile: HTMLElement, today: TodayTile, locale: Locale): void {
  const texts = todayTexts(today, locale)
  for (const part of tile.querySelectorAll<HTMLElement>(`[${TODAY_PART}]`)) {
    const text = texts[part.getAttribute(TODAY_PART) as TodayPart]
    if (text !== undefined) part.textContent = text
    part.hidden = false
  }
  tile.querySelector("time")?.setAttribute("datetime", today.iso)
  tile.removeAttribute("aria-busy")
}

/** Fills in the tile for the page's language, now and whenever the day changes, until `signal` aborts. */
export function startTodayTile(tile: HTMLElement, locale: Locale, signal: AbortSignal): void {
  let shown: string | null = null
  const update = () => {
    const today = todayTile(new Date())
    if (today.iso === shown) return
    shown = today.iso
    showToday(tile, today, locale)
  }
  update()
  const timer = window.setInterval(update, REFRESH_MS)
  signal.addEventListener("abort", () => window.clearInterval(timer))
}
