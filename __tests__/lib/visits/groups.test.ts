// The open times by day and by Nepal's week (Sunday to Friday), as the visit page pages through them.
import { slotsByDay, slotsByWeek, weekOf } from "../../../src/lib/visits/groups"

const slot = (id: string) => ({ id, day: id.slice(0, 10) })

describe("open times by day and by week", () => {
  it("starts a week on Sunday", () => {
    // Friday 27 November 2026, Sunday 29 November, Saturday 5 December.
    expect(weekOf("2026-11-27")).toBe("2026-11-22")
    expect(weekOf("2026-11-29")).toBe("2026-11-29")
    expect(weekOf("2026-12-05")).toBe("2026-11-29")
  })

  it("groups the times by day, then by week, soonest first, and leaves out weeks without a time", () => {
    const slots = ["2026-11-27T11:00", "2026-11-29T10:00", "2026-11-29T14:00", "2026-12-04T11:00", "2026-12-15T10:00"].map(slot)
    expect(slotsByDay(slots).map((day) => day.map((one) => one.id))).toEqual([
      ["2026-11-27T11:00"],
      ["2026-11-29T10:00", "2026-11-29T14:00"],
      ["2026-12-04T11:00"],
      ["2026-12-15T10:00"],
    ])
    const weeks = slotsByWeek(slots)
    expect(weeks.map(({ start, first, last }) => [start, first, last])).toEqual([
      ["2026-11-22", "2026-11-27", "2026-11-27"],
      ["2026-11-29", "2026-11-29", "2026-12-04"],
      ["2026-12-13", "2026-12-15", "2026-12-15"],
    ])
    expect(weeks[1]!.days.map((day) => day.length)).toEqual([2, 1])
    expect(slotsByWeek([])).toEqual([])
  })
})
