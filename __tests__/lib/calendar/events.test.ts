import { comingEvents, coversDay, eventSpan, hasEnded, withSpan } from "../../../src/lib/calendar/events"
import { calendarMonthPath, eventPath, planCalendarMonths } from "../../../src/lib/calendar/paths"
import { bsMonthInfo } from "../../../src/lib/nepal-time/bs-month"
import { goToTodayMonth, monthPathFor } from "../../../src/lib/calendar/today-month"
import { REPLACE_ADDRESS_ATTRIBUTE } from "../../../src/lib/routes/replace-address-script"

const base = { slug: "x", title: "X", category: "event" }

describe("event spans", () => {
  it("gives a whole-day event the Nepal midnights around its days, the end being the day after the last", () => {
    const span = eventSpan({ ...base, start: "2026-11-08", end: "2026-11-11" })
    expect(span).toEqual({
      startDay: "2026-11-08",
      endDay: "2026-11-11",
      allDay: true,
      startsAt: "2026-11-08T00:00:00+05:45",
      endsAt: "2026-11-12T00:00:00+05:45",
    })
    expect(new Date(span.startsAt).toISOString()).toBe("2026-11-07T18:15:00.000Z")
  })

  it("gives a timed event its clock times in Nepal", () => {
    const span = eventSpan({ ...base, start: "2026-11-27", startTime: "10:00", endTime: "13:00" })
    expect(span.allDay).toBe(false)
    expect(span.endDay).toBe("2026-11-27")
    expect(new Date(span.startsAt).toISOString()).toBe("2026-11-27T04:15:00.000Z")
    expect(new Date(span.endsAt).toISOString()).toBe("2026-11-27T07:15:00.000Z")
  })

  it("counts an event as coming until the moment it ends", () => {
    const events = [
      withSpan({ ...base, slug: "later", start: "2026-12-04", startTime: "09:00", endTime: "16:00" }),
      withSpan({ ...base, slug: "meeting", start: "2026-11-27", startTime: "10:00", endTime: "13:00" }),
      withSpan({ ...base, slug: "tihar", start: "2026-11-08", end: "2026-11-11" }),
    ]
    const at = (iso: string) => comingEvents(events, Date.parse(iso), 5).map((event) => event.slug)
    expect(at("2026-11-11T23:59:00+05:45")).toEqual(["tihar", "meeting", "later"])
    expect(at("2026-11-12T00:00:00+05:45")).toEqual(["meeting", "later"])
    expect(at("2026-11-27T12:59:00+05:45")).toEqual(["meeting", "later"])
    expect(at("2026-11-27T13:00:00+05:45")).toEqual(["later"])
    expect(comingEvents(events, Date.parse("2026-11-01T00:00:00+05:45"), 2).map((event) => event.slug)).toEqual(["tihar", "meeting"])
    expect(hasEnded(events[0]!, Date.parse("2026-12-04T16:00:00+05:45"))).toBe(true)
    expect(coversDay(events[2]!, "2026-11-10")).toBe(true)
    expect(coversDay(events[2]!, "2026-11-12")).toBe(false)
  })
})

describe("calendar pages", () => {
  it("plans every month of each BS year from the first event's to the last one's, today's year included", () => {
    const months = planCalendarMonths(["2026-10-11", "2027-04-02"], "2026-11-23")
    expect(months).toHaveLength(12)
    expect(months[0]).toEqual({ year: 2083, month: 1 })
    expect(planCalendarMonths(["2026-10-11"], "2027-05-01")).toHaveLength(24)
  })

  it("gives an event the address of its anchor on the page of the month it starts in", () => {
    expect(calendarMonthPath({ year: 2083, month: 8 })).toBe("/calendar/2083/08/")
    expect(eventPath({ slug: "sports-day", startDay: "2026-12-04" })).toBe("/calendar/2083/08/#sports-day")
  })

  it("finds the month page of a day, or none when the calendar does not reach it", () => {
    const months = [7, 8].map((month) => {
      const info = bsMonthInfo({ year: 2083, month })
      return { path: calendarMonthPath(info), first: info.firstDay, last: info.lastDay }
    })
    expect(monthPathFor(months[1]!.first, months)).toBe("/calendar/2083/08/")
    expect(monthPathFor(months[0]!.last, months)).toBe("/calendar/2083/07/")
    expect(monthPathFor("2030-01-01", months)).toBeNull()
  })

  it("has a head script that asks for the visitor's month only when it differs from the one built", () => {
    const months = [{ path: "/calendar/2083/08/", first: "2026-11-17", last: "2026-12-15" }]
    const run = (builtPath: string, now: string) => {
      const doc = document.implementation.createHTMLDocument("")
      Object.defineProperty(doc, "readyState", { value: "loading" })
      goToTodayMonth(doc, new Date(now), { builtPath, months, fonts: [] })
      const root = doc.documentElement
      return { to: root.getAttribute(REPLACE_ADDRESS_ATTRIBUTE), outdated: root.hasAttribute("data-calendar-outdated") }
    }
    // 18:20 UTC on November 16 is already November 17 in Nepal.
    expect(run("/calendar/2083/07/", "2026-11-16T18:20:00Z")).toEqual({ to: "/calendar/2083/08/", outdated: false })
    expect(run("/calendar/2083/07/", "2026-11-16T18:10:00Z")).toEqual({ to: null, outdated: true })
    expect(run("/calendar/2083/08/", "2026-11-20T00:00:00Z")).toEqual({ to: null, outdated: false })
    // An engine that writes the whole date in another layout (WebKitGTK: 11/17/2026) finds the same month.
    const RealFormat = Intl.DateTimeFormat
    const otherLayout = jest.spyOn(Intl, "DateTimeFormat").mockImplementation(((locale: string, options: Intl.DateTimeFormatOptions) => {
      const real = new RealFormat(locale, options)
      return { format: () => "11/17/2026", formatToParts: (date: Date) => real.formatToParts(date) }
    }) as unknown as typeof Intl.DateTimeFormat)
    expect(run("/calendar/2083/07/", "2026-11-16T18:20:00Z")).toEqual({ to: "/calendar/2083/08/", outdated: false })
    otherLayout.mockRestore()
  })

  it("acts on the document as first parsed only", () => {
    const doc = document.implementation.createHTMLDocument("")
    Object.defineProperty(doc, "readyState", { value: "complete" })
    goToTodayMonth(doc, new Date("2026-11-20T00:00:00Z"), { builtPath: "/calendar/2083/07/", months: [{ path: "/calendar/2083/08/", first: "2026-11-17", last: "2026-12-15" }], fonts: [] })
    expect(doc.documentElement.hasAttribute(REPLACE_ADDRESS_ATTRIBUTE)).toBe(false)
  })

  it("preloads the page's fonts only when the page stays, so a page that moves on starts no font download", () => {
    const months = [{ path: "/ne/calendar/2083/08/", first: "2026-11-17", last: "2026-12-15" }]
    const fonts = ["/static/a-400.woff2", "/static/a-700.woff2"]
    const preloadsAt = (builtPath: string, now: string) => {
      const doc = document.implementation.createHTMLDocument("")
      Object.defineProperty(doc, "readyState", { value: "loading" })
      goToTodayMonth(doc, new Date(now), { builtPath, months, fonts })
      return [...doc.head.querySelectorAll('link[rel="preload"][as="font"]')].map((link) => link.getAttribute("href"))
    }
    expect(preloadsAt("/ne/calendar/2083/07/", "2026-11-20T00:00:00Z")).toEqual([])
    expect(preloadsAt("/ne/calendar/2083/08/", "2026-11-20T00:00:00Z")).toEqual(fonts)
    // Past the calendar's last month the page stays and says so.
    expect(preloadsAt("/ne/calendar/2083/08/", "2027-02-01T00:00:00Z")).toEqual(fonts)
  })
})
