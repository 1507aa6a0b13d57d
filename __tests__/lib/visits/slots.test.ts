// The visiting times open for booking, with a fixed clock and a fixture pattern (the school's own
// data/visits.json is checked for the rules that must hold whatever it says).
import visits from "../../../data/visits.json"
import NepaliDate from "nepali-date-converter"
import { findSlot, holidaySpans, isClosedDay, openSlots, slotsOnDay, type VisitSettings } from "../../../src/lib/visits/slots"
import { weekdayOf } from "../../../src/lib/nepal-time/day"

// Friday 2026-11-27, 07:45 in Nepal (02:00 UTC).
const NOW = new Date("2026-11-27T02:00:00Z")

const SETTINGS: VisitSettings = {
  opensDaysAhead: 10,
  closesHoursBefore: 18,
  maxParty: 4,
  weekly: [
    { day: "sunday", time: "14:00", minutes: 45, capacity: 5, language: "en" },
    { day: "sunday", time: "10:00", minutes: 60, capacity: 8, language: "ne" },
    { day: "friday", time: "11:00", minutes: 60, capacity: 3, language: "en" },
    // Saturday is the weekly holiday: a line for it in the data gives nothing.
    { day: "saturday", time: "10:00", minutes: 60, capacity: 3, language: "en" },
  ],
  closedDays: [{ date: "2026-12-04" }],
}

describe("open visiting slots", () => {
  it("lists the weekly pattern from today to the window's last day, soonest first, with BS days and Nepal times", () => {
    const slots = openSlots(SETTINGS, [], NOW)
    // Today's 11:00 is less than 18 hours away; Friday 4 December is closed; the window ends on 7 December.
    expect(slots.map((slot) => slot.id)).toEqual(["2026-11-29T10:00", "2026-11-29T14:00", "2026-12-06T10:00", "2026-12-06T14:00"])
    const [first] = slots
    const bs = new NepaliDate(new Date(2026, 10, 29))
    expect(first?.bs).toEqual({ year: bs.getYear(), month: bs.getMonth() + 1, day: bs.getDate() })
    expect(first).toMatchObject({ weekday: 0, time: "10:00", endTime: "11:00", capacity: 8, language: "ne" })
    expect(first?.startsAt).toBe("2026-11-29T10:00:00+05:45")
    expect(Date.parse(first!.endsAt) - Date.parse(first!.startsAt)).toBe(60 * 60 * 1000)
  })

  it("lists, hour by hour over two weeks with the same settings, exactly the slots findSlot calls open", () => {
    const holidays = holidaySpans([{ category: "holiday", start: "2026-12-01" }])
    const candidates = Array.from({ length: 30 }, (_, offset) => new Date(NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10)).flatMap((day) =>
      slotsOnDay(day, SETTINGS),
    )
    for (let hour = 0; hour < 14 * 24; hour += 1) {
      const now = new Date(NOW.getTime() + hour * 3_600_000)
      const open = candidates.filter((slot) => findSlot(slot.id, SETTINGS, holidays, now).ok).map((slot) => slot.id)
      expect(openSlots(SETTINGS, holidays, now).map((slot) => slot.id)).toEqual(open)
    }
    // Other holidays, read afresh by the server, are honoured at once.
    expect(openSlots(SETTINGS, [], NOW).map((slot) => slot.id)).toContain("2026-12-06T10:00")
    expect(openSlots(SETTINGS, [{ start: "2026-12-06" }], NOW).map((slot) => slot.id)).not.toContain("2026-12-06T10:00")
  })

  it("never has a visit on a Saturday", () => {
    expect(slotsOnDay("2026-11-28", SETTINGS)).toEqual([])
    expect(isClosedDay("2026-11-28", { closedDays: [] }, [])).toBe(true)
    expect(openSlots(SETTINGS, [], NOW).every((slot) => slot.weekday !== 6)).toBe(true)
  })

  it("closes the calendar's holidays, a single day or a span, and only holidays", () => {
    const events = [
      { category: "holiday", start: "2026-11-29" },
      { category: "holiday", start: "2026-12-05", end: "2026-12-06" },
      { category: "sports", start: "2026-12-07" },
    ]
    const holidays = holidaySpans(events)
    expect(holidays).toHaveLength(2)
    expect(openSlots(SETTINGS, holidays, NOW)).toEqual([])
    expect(findSlot("2026-11-29T10:00", SETTINGS, holidays, NOW)).toEqual({ ok: false, problem: "closed" })
  })

  it("judges a slot a booking names: malformed, nonexistent, past, closed, outside the window, or open", () => {
    expect(findSlot("tomorrow", SETTINGS, [], NOW)).toEqual({ ok: false, problem: "malformed" })
    expect(findSlot("2026-02-30T10:00", SETTINGS, [], NOW)).toEqual({ ok: false, problem: "malformed" })
    expect(findSlot("2026-11-29T09:00", SETTINGS, [], NOW)).toEqual({ ok: false, problem: "nonexistent" })
    expect(findSlot("2026-11-20T11:00", SETTINGS, [], NOW)).toEqual({ ok: false, problem: "past" })
    expect(findSlot("2026-12-04T11:00", SETTINGS, [], NOW)).toEqual({ ok: false, problem: "closed" })
    // Today's 11:00 starts in 3 h 15 min: booking closed 18 hours before.
    expect(findSlot("2026-11-27T11:00", SETTINGS, [], NOW)).toEqual({ ok: false, problem: "outside-window" })
    // 13 December is past the 10 days the window opens ahead.
    expect(findSlot("2026-12-13T10:00", SETTINGS, [], NOW)).toEqual({ ok: false, problem: "outside-window" })
    const open = findSlot("2026-11-29T14:00", SETTINGS, [], NOW)
    expect(open.ok && open.slot.capacity).toBe(5)
  })

  it("counts days in Nepal: at 23:00 UTC it is already the next day there", () => {
    // Saturday 2026-11-28 05:45 in Nepal; the window's 10 days count from that day.
    const late = new Date("2026-11-28T00:00:00Z")
    expect(findSlot("2026-12-08T10:00", { ...SETTINGS, weekly: [{ day: "tuesday", time: "10:00", minutes: 60, capacity: 1, language: "en" }] }, [], late).ok).toBe(true)
    expect(findSlot("2026-12-09T10:00", { ...SETTINGS, weekly: [{ day: "wednesday", time: "10:00", minutes: 60, capacity: 1, language: "en" }] }, [], late)).toEqual({
      ok: false,
      problem: "outside-window",
    })
  })

  it("gives the school's own pattern open times in the coming weeks, none on a Saturday or a closed day of its data", () => {
    const slots = openSlots(visits, [], NOW)
    expect(slots.length).toBeGreaterThan(0)
    const closed = new Set(visits.closedDays.map((day) => day.date))
    for (const slot of slots) {
      expect(weekdayOf(slot.day)).not.toBe(6)
      expect(closed.has(slot.day)).toBe(false)
    }
  })
})
