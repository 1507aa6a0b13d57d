// The school calendar in Chromium, with the visitor's clock pinned: the month grid from Sunday, the
// month of "today" on /calendar/, the months around it, the phone's list, coming events that move on
// as time passes, and the .ics files.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import path from "node:path"
import ICAL from "ical.js"
import calendar from "../../data/calendar.json"
import { addDays, nepalDay, weekdayOf } from "../../src/lib/nepal-time/day"
import { bsMonthInfo } from "../../src/lib/nepal-time/bs-month"
import { bsMonthOf } from "../../src/lib/nepal-time/bikram-sambat"
import { sortEvents } from "../../src/lib/calendar/events"
import { calendarFeedPath, calendarMonthPath, eventIcsPath } from "../../src/lib/calendar/paths"
import { LOCALES, localizedPath } from "../../src/lib/i18n/locales"
import { readEvents } from "../../src/node/calendar/read-events"
import { BASE_URL, DESKTOP, PHONE, STATIC_URL, openPage, useBrowser, visit } from "../support/harness"
import { PAGE_ROUTES } from "../support/routes"
import { dataIn } from "../support/content"
import { escapeRegExp } from "../support/home-content"

useBrowser()

const DATA_DIR = path.resolve(__dirname, "../../data")
const events = sortEvents(readEvents(DATA_DIR))
const monthPages = PAGE_ROUTES.filter((route) => /^\/calendar\/\d{4}\/\d{2}\/$/.test(route))
const monthOfPage = (route: string) => {
  const [, year, month] = /(\d{4})\/(\d{2})/.exec(route)!
  return bsMonthInfo({ year: Number(year), month: Number(month) })
}
/** Noon in Nepal on a day. */
const noon = (isoDay: string) => new Date(`${isoDay}T12:00:00+05:45`)

describe("calendar", () => {
  it("has a page for every month of the school year, from Baisakh", () => {
    assert.ok(monthPages.length >= 12 && monthPages.length % 12 === 0, monthPages.join(", "))
    assert.equal(monthOfPage(monthPages[0]!).month, 1)
  })

  it("draws a month in weeks that start on Sunday, Saturday marked as the holiday, events in their days", async () => {
    const event = events.find((candidate) => !candidate.allDay)!
    const route = calendarMonthPath(bsMonthOf(event.startDay))
    const info = monthOfPage(route)
    const { page, errors, close } = await openPage({ viewport: DESKTOP })
    await visit(page, route)
    const table = page.getByRole("table", { name: `${info.name} ${info.year}` })
    assert.deepEqual(await table.getByRole("columnheader").allTextContents(), calendar.weekdays.map((day) => day.short))
    const cells = table.getByRole("cell")
    const firstIndex = weekdayOf(info.firstDay)
    assert.match((await cells.nth(firstIndex).textContent())!, /^1\D/)
    for (let index = 6; index < (await cells.count()); index += 7) {
      if ((await cells.nth(index).textContent())!.trim()) assert.match((await cells.nth(index).textContent())!, new RegExp(calendar.saturdayLabel))
    }
    const dayIndex = firstIndex + (Date.parse(event.startDay) - Date.parse(info.firstDay)) / 86_400_000
    await cells.nth(dayIndex).getByRole("link", { name: event.title }).click()
    await page.waitForURL((url) => url.hash === `#${event.slug}`)
    assert.ok(await page.locator(`[id="${event.slug}"]`).isVisible())
    assert.deepEqual(errors, [])
    await close()
  })

  for (const day of [events[0]!.startDay, events[events.length - 1]!.endDay]) {
    it(`shows the month of the visitor's day on /calendar/ (${day})`, async () => {
      const info = bsMonthInfo(bsMonthOf(day))
      const { page, context, close } = await openPage({ viewport: DESKTOP })
      await context.clock.setFixedTime(noon(day))
      await visit(page, "/calendar/")
      await page.getByRole("heading", { level: 2, name: new RegExp(`^${info.name} ${info.year}`) }).waitFor()
      // Either /calendar/ was built in that month, or the visitor was moved to its page.
      assert.ok(["/calendar/", calendarMonthPath(info)].includes(new URL(page.url()).pathname), page.url())
      assert.equal(await page.getByText(calendar.outdatedNote).isVisible(), false)
      await close()
    })
  }

  it("moves a Nepali visitor from /ne/calendar/ to their month without starting a font download first", async () => {
    // The first or the last month the calendar has, whichever is not the month it was built in (today's).
    const builtIn = calendarMonthPath(bsMonthOf(nepalDay(new Date())))
    const month = [monthPages[0]!, monthPages[monthPages.length - 1]!].find((route) => route !== builtIn)!
    const day = addDays(monthOfPage(month).firstDay, 1)
    const expected = localizedPath(month, "ne")
    const { page, context, errors, close } = await openPage({ viewport: PHONE })
    await context.clock.setFixedTime(noon(day))
    const requests: string[] = []
    page.on("request", (request) => requests.push(request.isNavigationRequest() ? `page ${request.url()}` : request.url()))
    await visit(page, "/ne/calendar/")
    await page.waitForURL(`**${expected}`)
    await page.waitForSelector("html[data-hydrated]", { state: "attached" })
    // The move would cut a font download off (Firefox logs that); the page that stays preloads its fonts.
    const arrival = requests.indexOf(`page ${BASE_URL}${expected}`)
    assert.ok(arrival > 0, requests.join("\n"))
    assert.deepEqual(requests.slice(0, arrival).filter((url) => /\.woff2?$/.test(url)), [])
    assert.ok(requests.slice(arrival).some((url) => /\.woff2$/.test(url)), "the month's page asked for its fonts")
    assert.deepEqual(errors, [])
    await close()
  })

  it("says so on /calendar/ when the visitor's day is past the last month it has", async () => {
    const last = monthOfPage(monthPages[monthPages.length - 1]!)
    const { page, context, close } = await openPage({ viewport: DESKTOP })
    await context.clock.setFixedTime(noon(addDays(last.lastDay, 40)))
    await visit(page, "/calendar/")
    await page.getByText(calendar.outdatedNote).waitFor()
    assert.equal(new URL(page.url()).pathname, "/calendar/")
    await close()
  })

  it("links each month to the previous and next months of the school year", async () => {
    const { page, close } = await openPage({ viewport: DESKTOP })
    await visit(page, monthPages[0]!)
    const nav = page.getByRole("navigation", { name: calendar.monthNavLabel })
    assert.equal(await nav.getByRole("link", { name: calendar.previousLabel }).count(), 0)
    await nav.getByRole("link", { name: calendar.nextLabel }).click()
    await page.waitForURL(`${BASE_URL}${monthPages[1]}`)
    const second = monthOfPage(monthPages[1]!)
    await page.getByRole("heading", { level: 2, name: new RegExp(`^${second.name} ${second.year}`) }).waitFor()
    await nav.getByRole("link", { name: calendar.previousLabel }).click()
    await page.waitForURL(`${BASE_URL}${monthPages[0]}`)
    await visit(page, monthPages[monthPages.length - 1]!)
    assert.equal(await nav.getByRole("link", { name: calendar.nextLabel }).count(), 0)
    await close()
  })

  it("shows the month as a list of days with their events on a phone", async () => {
    const event = events.find((candidate) => candidate.allDay)!
    const { page, close } = await openPage({ viewport: PHONE })
    await visit(page, calendarMonthPath(bsMonthOf(event.startDay)))
    assert.equal(await page.getByRole("table").isVisible(), false)
    const list = page.getByRole("region", { name: calendar.monthEventsTitle })
    assert.ok(await list.getByRole("heading", { level: 4, name: event.title }).isVisible())
    assert.ok(await list.getByRole("heading", { level: 3 }).first().isVisible())
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true)
    await close()
  })

  it("moves an event out of the coming events once it has ended, as the visitor's clock runs", async () => {
    const event = events.find((candidate) => !candidate.allDay)!
    const { page, context, close } = await openPage({ viewport: DESKTOP })
    await context.clock.install({ time: new Date(Date.parse(event.endsAt) - 120_000) })
    await visit(page, calendarMonthPath(bsMonthOf(event.startDay)))
    const coming = page.getByRole("region", { name: calendar.comingTitle })
    const item = coming.locator(`[data-event="${event.slug}"]`)
    await item.waitFor()
    assert.equal(await coming.getByRole("listitem").first().getAttribute("data-event"), event.slug)
    await page.clock.runFor(180_000)
    // Hidden, the list written with every event (src/lib/calendar/calendar-clock.ts).
    await item.waitFor({ state: "hidden" })
    await close()
  })

  for (const locale of LOCALES) {
    it(`serves the ${locale} feed and each event's ${locale} file as text/calendar, from the links on the ${locale} page`, async () => {
      const localEvents = sortEvents(readEvents(DATA_DIR, locale))
      const texts = dataIn<typeof calendar>("calendar.json", locale)
      const event = localEvents[0]!
      const feed = calendarFeedPath(locale)
      const { page, close } = await openPage({ viewport: DESKTOP })
      await visit(page, localizedPath(calendarMonthPath(bsMonthOf(event.startDay)), locale))
      const href = await page
        .locator(`[id="${event.slug}"]`)
        .getByRole("link", { name: new RegExp(escapeRegExp(texts.addToCalendar)) })
        .getAttribute("href")
      assert.equal(href, eventIcsPath(event.slug, locale))
      assert.equal(await page.getByRole("link", { name: texts.subscribe.downloadLabel }).getAttribute("href"), feed)
      const addresses: string[] = [href!, feed]
      for (const base of [BASE_URL, STATIC_URL]) {
        for (const address of addresses) {
          const response = await page.request.get(`${base}${address}`)
          assert.equal(response.status(), 200, `${base}${address}`)
          assert.match(response.headers()["content-type"] ?? "", /^text\/calendar/, `${base}${address}`)
          const text = await response.text()
          assert.match(text, /^BEGIN:VCALENDAR/)
          const summaries = new ICAL.Component(ICAL.parse(text))
            .getAllSubcomponents("vevent")
            .map((vevent) => new ICAL.Event(vevent).summary)
          assert.ok(summaries.includes(event.title), `${address} names the event in ${locale}`)
        }
      }
      const subscribe = await page.getByRole("link", { name: texts.subscribe.linkLabel }).getAttribute("href")
      assert.match(subscribe!, new RegExp(`^webcal://[^/]+${escapeRegExp(feed)}$`))
      await close()
    })
  }
})
