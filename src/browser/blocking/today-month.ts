// /calendar/'s head script: today's month in Nepal, before the first paint (src/lib/calendar/today-month.ts).
import { currentScriptProps } from "../../lib/blocking-script"
import { goToTodayMonth, type TodayMonthProps } from "../../lib/calendar/today-month"

goToTodayMonth(document, new Date(), currentScriptProps<TodayMonthProps>(document, { builtPath: location.pathname, months: [], fonts: [] }))
