/**
 * @jest-environment node
 */
// The .ics files read back with a real iCalendar parser (ical.js): every event starts and ends at
// the moment the data says, whole-day events stay whole days, and UIDs do not change between builds.
import fs from "node:fs"
import path from "node:path"
import ICAL from "ical.js"
import { sortEvents } from "../../src/lib/calendar/events"
import { addDays } from "../../src/lib/nepal-time/day"
import { calendarIcs, eventUid, foldIcsLines, writeCalendarFiles } from "../../src/node/calendar/ics"
import { readEvents } from "../../src/node/calendar/read-events"
import { listEventFiles } from "../../src/node/validate/validate-events"
import { REAL_DATA_DIR } from "../support/data-dir"
import { makeTempDir } from "../support/temp-dir"

const events = sortEvents(readEvents(REAL_DATA_DIR))
const options = {
  siteUrl: "https://www.school.example",
  calendarName: "The school calendar",
  categories: { holiday: "Holiday", exam: "Examination" },
  now: new Date("2026-11-23T10:00:00+05:45"),
  locale: "en" as const,
}

function parse(text: string): InstanceType<typeof ICAL.Event>[] {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent))
}

describe("the calendar feed", () => {
  const parsed = parse(calendarIcs(events, options))

  it("holds every event of data/events/ once", () => {
    expect(events.length).toBeGreaterThanOrEqual(20)
    expect(parsed.map((event) => event.uid).sort()).toEqual(events.map((event) => eventUid(event.slug, options.siteUrl)).sort())
    expect(new Set(parsed.map((event) => event.uid)).size).toBe(events.length)
  })

  it("gives each event its start and end in Nepal time, whole days as dates with the end excluded", () => {
    for (const event of events) {
      const ics = parsed.find((candidate) => candidate.uid === eventUid(event.slug, options.siteUrl))!
      expect(ics.summary).toBe(event.title)
      expect(ics.startDate.isDate).toBe(event.allDay)
      expect(ics.endDate.isDate).toBe(event.allDay)
      if (event.allDay) {
        expect(ics.startDate.toString()).toBe(event.startDay)
        expect(ics.endDate.toString()).toBe(addDays(event.endDay, 1))
      } else {
        expect(ics.startDate.toJSDate().getTime()).toBe(Date.parse(`${event.startDay}T${event.startTime}:00+05:45`))
        expect(ics.endDate.toJSDate().getTime()).toBe(Date.parse(`${event.endDay}T${event.endTime}:00+05:45`))
      }
    }
  })

  it("mixes whole-day and timed events in the sample data", () => {
    expect(events.some((event) => event.allDay)).toBe(true)
    expect(events.some((event) => !event.allDay)).toBe(true)
  })

  it("keeps the same UIDs when built again on another day", () => {
    const later = parse(calendarIcs(events, { ...options, now: new Date("2027-01-05T08:00:00+05:45") }))
    expect(later.map((event) => event.uid)).toEqual(parsed.map((event) => event.uid))
  })

  it("names the calendar and links each event to its anchor on the site", () => {
    const text = calendarIcs(events, options)
    expect(text).toContain(`X-WR-CALNAME:${options.calendarName}`)
    const first = parsed[0]!
    expect(first.component.getFirstPropertyValue("url")).toBe(`${options.siteUrl}/calendar/${"2083"}/01/#${events[0]!.slug}`)
  })

  it("writes the feed and one file per event", () => {
    const dir = makeTempDir("crest-ics-")
    expect(writeCalendarFiles(dir, events, options)).toBe(events.length + 1)
    expect(parse(fs.readFileSync(path.join(dir, "calendar.ics"), "utf8"))).toHaveLength(events.length)
    const one = parse(fs.readFileSync(path.join(dir, "calendar/events", `${events[3]!.slug}.ics`), "utf8"))
    expect(one.map((event) => event.uid)).toEqual([eventUid(events[3]!.slug, options.siteUrl)])
  })
})

describe("the Nepali calendar feed", () => {
  const nepaliEvents = sortEvents(readEvents(REAL_DATA_DIR, "ne"))
  const nepali = { ...options, calendarName: "विद्यालय पात्रो", locale: "ne" as const }
  /** The words of the Nepali overlay of each event file, read straight from data/ne/events/. */
  const overlays = new Map(
    listEventFiles(REAL_DATA_DIR).map((file) => {
      const english = JSON.parse(fs.readFileSync(file, "utf8")) as { slug: string }
      const overlayFile = path.join(REAL_DATA_DIR, "ne/events", path.basename(file))
      const overlay = fs.existsSync(overlayFile) ? (JSON.parse(fs.readFileSync(overlayFile, "utf8")) as { title?: string; description?: string }) : {}
      return [english.slug, overlay]
    }),
  )

  it("holds the same events at the same moments, with the same UIDs, in the Nepali words", () => {
    const parsed = parse(calendarIcs(nepaliEvents, nepali))
    expect(parsed.map((event) => event.uid)).toEqual(parse(calendarIcs(events, options)).map((event) => event.uid))
    expect([...overlays.values()].some((overlay) => overlay.title)).toBe(true)
    for (const event of nepaliEvents) {
      const ics = parsed.find((candidate) => candidate.uid === eventUid(event.slug, options.siteUrl))!
      const english = events.find((candidate) => candidate.slug === event.slug)!
      const overlay = overlays.get(event.slug)!
      expect(ics.summary).toBe(overlay.title ?? english.title)
      if (overlay.description) expect(ics.description).toBe(overlay.description)
      expect(ics.startDate.toString()).toBe(parse(calendarIcs([english], options))[0]!.startDate.toString())
    }
  })

  it("links each event to the Nepali calendar page and says its language", () => {
    const text = calendarIcs(nepaliEvents, nepali)
    expect(text).toMatch(/^PRODID:.*\/\/NE\r?$/m)
    expect(parse(text)[0]!.component.getFirstPropertyValue("url")).toBe(`${options.siteUrl}/ne/calendar/2083/01/#${nepaliEvents[0]!.slug}`)
  })

  it("writes its feed and event files under /ne/, beside the English ones", () => {
    const dir = makeTempDir("crest-ics-ne-")
    writeCalendarFiles(dir, events, options)
    expect(writeCalendarFiles(dir, nepaliEvents, nepali)).toBe(nepaliEvents.length + 1)
    expect(fs.readFileSync(path.join(dir, "ne/calendar.ics"), "utf8")).toContain(`X-WR-CALNAME:${nepali.calendarName}`)
    expect(fs.readFileSync(path.join(dir, "calendar.ics"), "utf8")).toContain(`X-WR-CALNAME:${options.calendarName}`)
    const slug = nepaliEvents[3]!.slug
    expect(parse(fs.readFileSync(path.join(dir, "ne/calendar/events", `${slug}.ics`), "utf8"))[0]!.summary).toBe(
      nepaliEvents[3]!.title,
    )
  })
})

describe("line folding", () => {
  // Three octets a letter in UTF-8, with vowel signs and conjuncts: the case a fold by characters got wrong.
  const title = "विद्यालयको वार्षिकोत्सव तथा अभिभावक भेला: सबै कक्षाका विद्यार्थीहरूको सांस्कृतिक कार्यक्रम"
  const description = `${title}। ${title}।`
  const longEvent = { ...events[0]!, title, description, location: "विद्यालयको खेल मैदान, काठमाडौँ" }
  const nepali = { ...options, calendarName: "विद्यालय पात्रो", locale: "ne" as const }

  /** The physical lines of the file, as bytes, without their CRLF. */
  const lines = (text: string): Buffer[] => {
    const bytes = Buffer.from(text, "utf8")
    const found: Buffer[] = []
    let start = 0
    for (let index = bytes.indexOf("\r\n"); index >= 0; index = bytes.indexOf("\r\n", start)) {
      found.push(bytes.subarray(start, index))
      start = index + 2
    }
    found.push(bytes.subarray(start))
    return found
  }

  it("keeps every line within 75 octets, folds inside no character, and reads back the same words", () => {
    const text = calendarIcs([longEvent], nepali)
    const physical = lines(text)
    expect(physical.some((line) => line[0] === 0x20)).toBe(true)
    for (const line of physical) {
      expect(line.length).toBeLessThanOrEqual(75)
      // A line cut inside a character does not decode to itself.
      expect(Buffer.from(line.toString("utf8"), "utf8").equals(line)).toBe(true)
    }
    const [event] = parse(text)
    expect(event!.summary).toBe(title)
    expect(event!.description).toBe(description)
    expect(event!.location).toBe(longEvent.location)
  })

  it("holds for the whole Nepali feed and the English one", () => {
    for (const text of [calendarIcs(sortEvents(readEvents(REAL_DATA_DIR, "ne")), nepali), calendarIcs(events, options)]) {
      expect(lines(text).filter((line) => line.length > 75).map((line) => line.toString("utf8"))).toEqual([])
    }
  })

  it("uses a line's full 75 octets before folding it", () => {
    // 212 octets: 75, then a space and 74, then a space and the last 63.
    const physical = lines(foldIcsLines(`DESCRIPTION:${"a".repeat(200)}`))
    expect(physical.map((line) => line.length)).toEqual([75, 75, 64])
    expect(foldIcsLines(foldIcsLines(`DESCRIPTION:${"a".repeat(200)}`))).toBe(foldIcsLines(`DESCRIPTION:${"a".repeat(200)}`))
  })
})
