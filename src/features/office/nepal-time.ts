// The office reads every time as Nepal time, whatever the computer's own time zone.
const FORMAT = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kathmandu",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
})

/** "27 Nov 2026, 05:15" for 2026-11-26T23:30:00Z. */
export function nepalTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : FORMAT.format(date)
}
