/** @jest-environment node */
// The web editor's date and time pickers (src/admin/nepal-time.js) read and write Nepal's clock whatever
// the computer's zone: the values as the data holds them, shown as Nepal's day and time, and what is
// typed saved in the field's format with Nepal's offset. e2e/tests/cms-nepal-time.test.ts uses them in
// Decap, in browsers set to other zones.
import fs from "fs"
import path from "path"
import { decapConfig, type DecapField } from "../../src/node/cms/decap-config"
import { NEPAL_OFFSET, nepalMoment } from "../../src/lib/nepal-time/day"

interface Picker {
  format: string
  inputType: "datetime-local" | "date" | "time"
  tokens: string[] | null
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const nepalTime = require("../../src/admin/nepal-time.js") as {
  NEPAL_OFFSET: string
  pickerOf: (field: Record<string, unknown>) => Picker
  toInput: (value: unknown, picker: Picker) => string
  fromInput: (text: string, picker: Picker, nowMs?: number) => string | null
  nowInput: (picker: Picker, nowMs: number) => string
  zoneLabel: (picker: Picker) => string
}

const DATA_DIR = path.resolve(__dirname, "../../data")
const config = decapConfig(DATA_DIR)

/** The editor's field of that name, at any depth of a collection, as config.yml has it. */
function configField(collection: string, name: string): DecapField {
  const found = config.collections.find((candidate) => candidate.name === collection)!
  const walk = (fields: DecapField[]): DecapField | undefined => {
    for (const field of fields) {
      if (field.name === name) return field
      const inner = walk([...((field.fields as DecapField[] | undefined) ?? []), ...(field.field ? [field.field as DecapField] : [])])
      if (inner) return inner
    }
    return undefined
  }
  return walk((found.files?.[0]?.fields ?? found.fields) as DecapField[])!
}

const moment = nepalTime.pickerOf(configField("alerts", "starts"))
const day = nepalTime.pickerOf(configField("notice", "date"))
const clock = nepalTime.pickerOf(configField("event", "startTime"))
const noticeDay = (JSON.parse(fs.readFileSync(path.join(DATA_DIR, "notices", fs.readdirSync(path.join(DATA_DIR, "notices")).sort()[0]!), "utf8")) as { date: string }).date
const eventTime = (JSON.parse(fs.readFileSync(path.join(DATA_DIR, "events", fs.readdirSync(path.join(DATA_DIR, "events")).find((name) => name.endsWith(".json") && fs.readFileSync(path.join(DATA_DIR, "events", name), "utf8").includes('"startTime"'))!), "utf8")) as { startTime: string }).startTime

describe("the editor's pickers in Nepal time", () => {
  it("uses the site's offset for Nepal", () => {
    expect(nepalTime.NEPAL_OFFSET).toBe(NEPAL_OFFSET)
  })

  it("reads the editor's moments, days and clock times as the data check writes them", () => {
    expect(moment).toMatchObject({ format: "YYYY-MM-DDTHH:mm:ssZ", inputType: "datetime-local" })
    expect(day).toMatchObject({ format: "YYYY-MM-DD", inputType: "date" })
    expect(clock).toMatchObject({ format: "HH:mm", inputType: "time" })
    for (const picker of [moment, day, clock]) expect(picker.tokens).not.toBeNull()
    expect(nepalTime.zoneLabel(moment)).toBe(`Nepal time (UTC${NEPAL_OFFSET})`)
  })

  it("shows a moment at Nepal's clock, whatever offset it was written with", () => {
    expect(nepalTime.toInput(nepalMoment(noticeDay, "06:00"), moment)).toBe(`${noticeDay}T06:00`)
    // The same instant written in UTC, or a day earlier in New York.
    expect(nepalTime.toInput("2026-07-01T00:15:00+00:00", moment)).toBe("2026-07-01T06:00")
    expect(nepalTime.toInput("2026-06-30T20:15:00-04:00", moment)).toBe("2026-07-01T06:00")
    expect(nepalTime.toInput("2026-06-30T18:15:00Z", moment)).toBe("2026-07-01T00:00")
    expect(nepalTime.toInput("2026-07-01T06:00+05:45", moment)).toBe("2026-07-01T06:00")
    expect(nepalTime.toInput("not a moment", moment)).toBe("")
  })

  it("saves a typed moment in the field's format with Nepal's offset", () => {
    expect(nepalTime.fromInput(`${noticeDay}T08:30`, moment)).toBe(nepalMoment(noticeDay, "08:30"))
    expect(nepalTime.fromInput("2026-12-31T23:59", moment)).toBe(`2026-12-31T23:59:00${NEPAL_OFFSET}`)
    expect(nepalTime.fromInput("2026-12-31T", moment)).toBeNull()
  })

  it("keeps a day and a clock time as written", () => {
    expect(nepalTime.toInput(noticeDay, day)).toBe(noticeDay)
    expect(nepalTime.fromInput(noticeDay, day)).toBe(noticeDay)
    expect(nepalTime.toInput(eventTime, clock)).toBe(eventTime)
    expect(nepalTime.fromInput(eventTime, clock)).toBe(eventTime)
  })

  it("round-trips every moment, day and clock time the data holds", () => {
    const pairs: Array<[string, Picker]> = []
    const walk = (value: unknown, key: string) => {
      if (Array.isArray(value)) value.forEach((item) => walk(item, key))
      else if (value && typeof value === "object") Object.entries(value).forEach(([name, inner]) => walk(inner, name))
      else if (typeof value === "string") {
        if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:45$/.test(value)) pairs.push([value, moment])
        else if (/^\d{4}-\d{2}-\d{2}$/.test(value)) pairs.push([value, day])
        else if (/^(startTime|endTime)$/.test(key)) pairs.push([value, clock])
      }
    }
    const files = (folder: string): string[] =>
      fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(folder, entry.name)
        if (entry.isDirectory()) return entry.name === "schemas" ? [] : files(full)
        return entry.name.endsWith(".json") ? [full] : []
      })
    for (const file of files(DATA_DIR)) walk(JSON.parse(fs.readFileSync(file, "utf8")), "")
    expect(pairs.length).toBeGreaterThan(20)
    for (const [value, picker] of pairs) expect(nepalTime.fromInput(nepalTime.toInput(value, picker), picker)).toBe(value)
  })

  it("gives Nepal's day and time for Now, not the computer's or UTC's", () => {
    // 20:00 UTC on 31 December is already 01:45 on 1 January in Nepal.
    const lateInUtc = Date.UTC(2026, 11, 31, 20, 0)
    expect(nepalTime.nowInput(day, lateInUtc)).toBe("2027-01-01")
    expect(nepalTime.nowInput(moment, lateInUtc)).toBe("2027-01-01T01:45")
    expect(nepalTime.nowInput(clock, lateInUtc)).toBe("01:45")
    expect(nepalTime.fromInput(nepalTime.nowInput(moment, lateInUtc), moment)).toBe(nepalMoment("2027-01-01", "01:45"))
  })

  it("leaves a format it does not know to Decap's own widget", () => {
    expect(nepalTime.pickerOf({ format: "D MMMM YYYY" }).tokens).toBeNull()
    expect(nepalTime.pickerOf({ format: "hh:mm A", date_format: false }).tokens).toBeNull()
    expect(nepalTime.pickerOf({}).format).toBe("YYYY-MM-DDTHH:mm:ss.SSSZ")
  })
})
