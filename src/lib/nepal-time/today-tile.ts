// What the college home's calendar tile shows for a moment in time: Nepal's calendar day, in AD and BS.
// Loaded on its own by the tile, since it brings the BS tables.
import { adToBs } from "./bikram-sambat"
import { isoOf, nepalDayOf, type Day } from "./day"

export interface TodayTile {
  /** Nepal's day, "YYYY-MM-DD". */
  iso: string
  ad: Day
  bs: Day
}

export function todayTile(now: Date): TodayTile {
  const ad = nepalDayOf(now)
  return { iso: isoOf(ad), ad, bs: adToBs(ad) }
}
