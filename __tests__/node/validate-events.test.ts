import fs from "node:fs"
import path from "node:path"
import { validateDataDir } from "../../src/node/validate/validate-data"
import { validateEventsDir } from "../../src/node/validate/validate-events"
import { readRealData, REAL_DATA_DIR, writeDataDir } from "../support/data-dir"

type Json = Record<string, unknown>

/** A copy of data/ whose events/ folder holds the given files (and not the scholarships, which name the real events). */
function dataWithEvents(files: Record<string, Json>): string {
  const { "scholarships.json": _scholarships, ...data } = readRealData()
  const dir = writeDataDir(data, { withEvents: false })
  fs.mkdirSync(path.join(dir, "events"))
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, "events", name), JSON.stringify(content))
  return dir
}

const event = (fields: Json): Json => ({ title: "Sports day", slug: "sports-day", category: "sports", start: "2026-12-04", ...fields })

describe("the events check", () => {
  it("accepts the real events", () => {
    expect(validateEventsDir(REAL_DATA_DIR)).toEqual([])
  })

  it("is part of the data check of the whole folder", () => {
    const dir = dataWithEvents({ "a.json": event({ category: "party" }) })
    expect(validateDataDir(dir).map((problem) => problem.file)).toEqual(["data/events/a.json"])
  })

  it("names file, event and field of an impossible or malformed day and time", () => {
    const problems = validateEventsDir(
      dataWithEvents({ "a.json": event({ start: "2026-02-30", end: "4 Dec", startTime: "9:30", endTime: "24:00" }) }),
    )
    expect(problems.map(({ file, entry, field }) => [file, entry, field])).toEqual([
      ["data/events/a.json", 'event "Sports day"', "start"],
      ["data/events/a.json", 'event "Sports day"', "end"],
      ["data/events/a.json", 'event "Sports day"', "startTime"],
      ["data/events/a.json", 'event "Sports day"', "endTime"],
    ])
    expect(problems[0]!.found).toBe('"2026-02-30", a day that does not exist')
    expect(problems[0]!.expected).toMatch(/YYYY-MM-DD/)
  })

  it("refuses an end before the start, on the end day or at the end time", () => {
    const problems = validateEventsDir(
      dataWithEvents({
        "a.json": event({ slug: "a", start: "2026-12-04", end: "2026-12-03" }),
        "b.json": event({ slug: "b", startTime: "16:00", endTime: "09:00" }),
        "c.json": event({ slug: "c", startTime: "16:00" }),
      }),
    )
    expect(problems.map(({ file, field }) => [file, field])).toEqual([
      ["data/events/a.json", "end"],
      ["data/events/b.json", "endTime"],
      ["data/events/c.json", "endTime"],
    ])
    expect(problems[1]!.expected).toContain("2026-12-04 16:00")
  })

  it("refuses an unknown category and two events with the same address", () => {
    const problems = validateEventsDir(
      dataWithEvents({ "a.json": event({ category: "party" }), "b.json": event({ title: "Another" }) }),
    )
    expect(problems).toEqual([
      expect.objectContaining({ file: "data/events/a.json", field: "category", found: 'the text "party"' }),
      expect.objectContaining({
        file: "data/events/b.json",
        entry: 'event "Another"',
        field: "slug",
        found: '"sports-day", already used by data/events/a.json',
      }),
    ])
  })
})
