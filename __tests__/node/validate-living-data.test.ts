// The data checks of data/alerts.json and data/lunch-menu.json: days and times that exist, an end
// after the start, a known severity, one alert per id.
import { validateDataDir } from "../../src/node/validate/validate-data"
import type { DataProblem } from "../../src/node/problems/describe"
import { readRealData, writeDataDir, type DataFiles } from "../support/data-dir"

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

function problemsAfter(edit: (files: DataFiles & Record<string, Json>) => void): DataProblem[] {
  const files = readRealData() as DataFiles & Record<string, Json>
  edit(files)
  return validateDataDir(writeDataDir(files))
}

const alert = (fields: Json) => ({
  id: "rain",
  message: "Closed for rain",
  severity: "warning",
  starts: "2026-07-20T06:00:00+05:45",
  ends: "2026-07-20T18:00:00+05:45",
  ...fields,
})

describe("the alerts check", () => {
  it("names the alert and field of a malformed or impossible moment", () => {
    const problems = problemsAfter((files) => {
      files["alerts.json"]!.alerts = [alert({ starts: "2026-07-20 06:00", ends: "2026-02-30T18:00:00+05:45" })]
    })
    expect(problems.map(({ file, entry, field }) => [file, entry, field])).toEqual([
      ["data/alerts.json", 'alerts › entry 1 ("rain")', "starts"],
      ["data/alerts.json", 'alerts › entry 1 ("rain")', "ends"],
    ])
    expect(problems[0]!.expected).toContain("+05:45")
  })

  it("refuses an end before the start, an unknown severity and two alerts with one id", () => {
    const problems = problemsAfter((files) => {
      files["alerts.json"]!.alerts = [
        alert({ ends: "2026-07-20T05:00:00+05:45" }),
        alert({ id: "storm", severity: "severe" }),
        alert({ id: "storm" }),
      ]
    })
    expect(problems.map(({ entry, field }) => [entry, field])).toEqual([
      ['alerts › entry 1 ("rain")', "ends"],
      ['alerts › entry 2 ("storm")', "severity"],
      ["top level", "alerts"],
    ])
    expect(problems[2]!.found).toContain('"storm" twice')
  })
})

describe("the lunch menu check", () => {
  it("refuses an impossible day and a week that ends before it starts", () => {
    const first = problemsAfter((files) => {
      files["lunch-menu.json"]!.week = { from: "2026-11-31", to: "2026-11-27" }
    })
    expect(first.map(({ file, entry, field }) => [file, entry, field])).toEqual([["data/lunch-menu.json", "week", "from"]])
    const second = problemsAfter((files) => {
      files["lunch-menu.json"]!.week = { from: "2026-11-22", to: "2026-11-20" }
    })
    expect(second.map(({ entry, field }) => [entry, field])).toEqual([["week", "to"]])
  })
})
