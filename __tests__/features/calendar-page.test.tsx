import { act, render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import React from "react"
import calendarJson from "../../data/calendar.json"
import { CalendarPage, type CalendarPageContext } from "../../src/features/calendar/calendar-page"
import type { CalendarTexts, EventData } from "../../src/features/calendar/fragments"
import { bsMonthInfo, bsMonthName } from "../../src/lib/nepal-time/bs-month"
import { formatTimeRange } from "../../src/lib/nepal-time/texts"
import { LocaleProvider } from "../../src/state/locale-context"
import type { Locale } from "../../src/lib/i18n/locales"
import { startPageModules } from "../support/modules"
import { asStaticQuery, siteFixture } from "../support/site-fixture"

const texts = calendarJson as unknown as CalendarTexts
const event = (fields: Partial<EventData> & { slug: string; start: string }): EventData => ({
  title: fields.slug,
  category: "event",
  end: null,
  startTime: null,
  endTime: null,
  location: null,
  description: null,
  ...fields,
})
const events = [
  event({ slug: "tihar", category: "holiday", start: "2026-11-08", end: "2026-11-11" }),
  event({ slug: "meeting", category: "meeting", start: "2026-11-27", startTime: "10:00", endTime: "13:00" }),
  event({ slug: "sports", category: "sports", start: "2026-12-04", startTime: "09:00", endTime: "16:00" }),
  event({ slug: "winter", category: "holiday", start: "2027-01-03", end: "2027-01-14" }),
]
const mangsir = bsMonthInfo({ year: 2083, month: 8 })
const context = (fields: Partial<CalendarPageContext> = {}): CalendarPageContext => ({
  year: 2083,
  month: 8,
  now: "2026-11-23T10:00:00+05:45",
  isToday: false,
  previous: "/calendar/2083/07/",
  next: "/calendar/2083/09/",
  months: null,
  ...fields,
})

/** The page drawn at `now`, then kept to the clock by its module unless `built` (as the build draws it). */
async function renderAt(now: string, pageContext = context(), locale: Locale = "en", built = false) {
  jest.mocked(useStaticQuery).mockReturnValue(asStaticQuery({ siteJson: siteFixture(), site: { siteMetadata: { siteUrl: "https://school.example" } } }))
  jest.useFakeTimers({ now: new Date(now), advanceTimers: true })
  const view = render(
    <LocaleProvider locale={locale}>
      <CalendarPage texts={texts} events={events} context={pageContext} />
    </LocaleProvider>,
  )
  await act(async () => {})
  if (!built) await startPageModules()
  return view
}

afterEach(() => {
  jest.useRealTimers()
})

describe("CalendarPage", () => {
  it("draws the month in weeks from Sunday, Saturday marked, each BS day with its AD day", async () => {
    await renderAt("2026-11-23T10:00:00+05:45")
    const table = screen.getByRole("table", { name: `${mangsir.name} ${mangsir.year}` })
    const headers = within(table).getAllByRole("columnheader").map((header) => header.textContent)
    expect(headers).toEqual(texts.weekdays.map((day) => day.short))
    const cells = within(table).getAllByRole("cell")
    const first = cells.find((cell) => cell.textContent?.startsWith("1"))!
    expect(cells.indexOf(first)).toBe(new Date(`${mangsir.firstDay}T00:00:00Z`).getUTCDay())
    expect(first).toHaveTextContent(`${texts.adDayLabel} Nov ${Number(mangsir.firstDay.slice(8))}`)
    const saturdays = cells.filter((_, index) => index % 7 === 6 && cells[index]!.textContent)
    saturdays.forEach((cell) => expect(cell).toHaveTextContent(texts.saturdayLabel))
    expect(within(table).getAllByRole("link", { name: "meeting" })[0]).toHaveAttribute("href", "#meeting")
  })

  it("lists the month's events by day with an anchor and an .ics file each, and links the neighbouring months", async () => {
    await renderAt("2026-11-23T10:00:00+05:45")
    const article = document.getElementById("meeting")!
    expect(article).toHaveTextContent(`10:00–13:00 ${texts.timeZone}`)
    expect(within(article).getByRole("link", { name: /meeting/ })).toHaveAttribute("href", "/calendar/events/meeting.ics")
    expect(document.getElementById("tihar")).toBeNull()
    expect(screen.getByRole("link", { name: texts.previousLabel })).toHaveAttribute("href", "/calendar/2083/07/")
    expect(screen.getByRole("link", { name: texts.nextLabel })).toHaveAttribute("href", "/calendar/2083/09/")
  })

  it("moves events out of 'coming' once they end, by the visitor's clock", async () => {
    const coming = () =>
      within(screen.getByRole("region", { name: texts.comingTitle }))
        .getAllByRole("listitem")
        .map((item) => item.getAttribute("data-event"))
    await renderAt("2026-11-27T12:59:00+05:45")
    expect(coming()).toEqual(["meeting", "sports", "winter"])
    act(() => {
      jest.advanceTimersByTime(60_000)
    })
    expect(coming()).toEqual(["sports", "winter"])
  })

  it("marks today in the grid by the visitor's day in Nepal", async () => {
    // 20:00 on November 30 in Nepal, still November 30 there (14:15 UTC).
    await renderAt("2026-11-30T20:00:00+05:45")
    const bsDay = (Date.parse("2026-11-30") - Date.parse(mangsir.firstDay)) / 86_400_000 + 1
    expect(screen.getByRole("table").querySelector('[aria-current="date"]')!.textContent).toMatch(
      new RegExp(`^${bsDay}${texts.adDayLabel} 30`),
    )
  })

  // Moving on to the visitor's month, or saying the calendar does not reach their day, is the head
  // script's (src/browser/blocking/today-month.ts, in e2e/tests/calendar.test.ts); the page holds the note it shows.
  it("on /calendar/, holds the note for a visitor whose day has no month page", async () => {
    const months = [{ path: "/calendar/2083/08/", first: mangsir.firstDay, last: mangsir.lastDay }]
    await renderAt("2027-06-01T10:00:00+05:45", context({ isToday: true, months }))
    expect(screen.getByText(texts.outdatedNote)).toBeInTheDocument()
  })

  it("offers the feed to subscribe to with webcal: and as a download", async () => {
    await renderAt("2026-11-23T10:00:00+05:45")
    expect(screen.getByRole("link", { name: texts.subscribe.linkLabel })).toHaveAttribute("href", "webcal://school.example/calendar.ics")
    expect(screen.getByRole("link", { name: texts.subscribe.downloadLabel })).toHaveAttribute("href", "/calendar.ics")
  })

  it("on a Nepali page, offers the Nepali feed and the Nepali event files", async () => {
    await renderAt("2026-11-23T10:00:00+05:45", context(), "ne")
    expect(screen.getByRole("link", { name: texts.subscribe.linkLabel })).toHaveAttribute("href", "webcal://school.example/ne/calendar.ics")
    expect(screen.getByRole("link", { name: texts.subscribe.downloadLabel })).toHaveAttribute("href", "/ne/calendar.ics")
    expect(within(document.getElementById("meeting")!).getByRole("link", { name: /meeting/ })).toHaveAttribute("href", "/ne/calendar/events/meeting.ics")
  })
})

describe("CalendarPage on a Nepali page", () => {
  it("names the month in Nepali and writes every day number and time in Devanagari digits", async () => {
    await renderAt("2026-11-23T10:00:00+05:45", context(), "ne")
    const table = screen.getByRole("table", { name: bsMonthName(mangsir, "ne") })
    const cells = within(table).getAllByRole("cell").map((cell) => cell.textContent ?? "")
    expect(cells.join("")).toMatch(/[\u0966-\u096F]/)
    expect(cells.join("")).not.toMatch(/[0-9]/)
    expect(screen.getByRole("heading", { name: new RegExp(bsMonthName(mangsir, "ne")), level: 2 })).toBeInTheDocument()
    expect(screen.getAllByText(formatTimeRange("10:00", "13:00", "ne"), { exact: false }).length).toBeGreaterThan(0)
  })
})

describe("CalendarPage on its prebuilt markup, without React", () => {
  const coming = () =>
    within(screen.getByRole("region", { name: texts.comingTitle }))
      .queryAllByRole("listitem")
      .map((item) => item.getAttribute("data-event"))
  const today = () => screen.getByRole("table").querySelector('[aria-current="date"]')?.getAttribute("data-calendar-day")

  /** The page as the build draws it at the context's now, put in the document at `now`. */
  async function prebuilt(now: string) {
    const { container, unmount } = await renderAt(context().now, context(), "en", true)
    const html = container.innerHTML
    unmount()
    jest.setSystemTime(new Date(now))
    document.body.innerHTML = html
  }

  it("shows what the build's clock saw until its script runs: the build's day marked, its coming events", async () => {
    await prebuilt("2026-11-27T12:59:00+05:45")
    expect(today()).toBe("2026-11-23")
    expect(coming()).toEqual(["meeting", "sports", "winter"])
  })

  it("is kept to the visitor's clock by its module: today, and events that end leave", async () => {
    await prebuilt("2026-11-27T12:59:00+05:45")
    await startPageModules()
    expect(today()).toBe("2026-11-27")
    expect(coming()).toEqual(["meeting", "sports", "winter"])
    jest.advanceTimersByTime(60_000)
    expect(coming()).toEqual(["sports", "winter"])
  })

  it("brings back an event the build saw end, for a visitor whose clock is behind the build's", async () => {
    await prebuilt("2026-11-09T10:00:00+05:45")
    await startPageModules()
    expect(coming()).toEqual(["tihar", "meeting", "sports", "winter"])
    expect(today()).toBeUndefined()
  })

  it("says no event is coming once the last has ended", async () => {
    await prebuilt("2027-02-01T10:00:00+05:45")
    await startPageModules()
    expect(coming()).toEqual([])
    expect(screen.getByText(texts.noComing)).toBeVisible()
  })
})
