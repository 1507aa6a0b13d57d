// After a client-side navigation to /calendar/ (where the inline script does not run), the same
// decision: move on to the visitor's month, or say the calendar does not reach their day.
import { navigate } from "gatsby"
import { useEffect } from "react"
import type { BsMonth } from "../../lib/nepal-time/bs-month"
import { calendarMonthPath } from "../../lib/calendar/paths"
import { useLocale } from "../../state/locale-context"
import { localizedPath } from "../../lib/i18n/locales"
import { monthPathFor, OUTDATED_ATTRIBUTE, type MonthRange } from "../../lib/calendar/today-month"
import { nepalDay } from "../../lib/nepal-time/day"

export function useTodayMonth(month: BsMonth, months: readonly MonthRange[] | null): void {
  // The table holds the addresses of the page's language.
  const locale = useLocale()
  useEffect(() => {
    if (!months) return undefined
    const root = document.documentElement
    const to = monthPathFor(nepalDay(new Date()), months)
    if (to === null) {
      root.setAttribute(OUTDATED_ATTRIBUTE, "")
      return () => root.removeAttribute(OUTDATED_ATTRIBUTE)
    }
    if (to !== localizedPath(calendarMonthPath(month), locale)) void navigate(to, { replace: true })
    return undefined
  }, [month, months, locale])
}
