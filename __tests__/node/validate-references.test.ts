// The data check of what data/scholarships.json and data/documents.json point at: a calendar event that
// does not exist or does not cover the date, a document that is not in the library, a document in a
// category the library does not have, and a document whose PDF is missing stop the build, naming file,
// entry and field.
import fs from "node:fs"
import path from "node:path"
import { validateDataDir } from "../../src/node/validate/validate-data"
import { problemsAfter, readRealData, writeDataDir } from "../support/data-dir"

const located = (problems: { file: string; entry: string; field: string }[]) => problems.map(({ file, entry, field }) => [file, entry, field])

describe("the scholarships' and documents' references", () => {
  it("accepts the real data", () => {
    expect(problemsAfter(() => undefined)).toEqual([])
  })

  it("names a date whose calendar event does not exist, suggesting the nearest one", () => {
    let kind = ""
    let event = ""
    const problems = problemsAfter((files) => {
      const scholarships = files["scholarships.json"]!
      const index = scholarships.kinds.findIndex((entry: { dates: { event?: string }[] }) => entry.dates.some((date) => date.event))
      const dateIndex = scholarships.kinds[index].dates.findIndex((date: { event?: string }) => date.event)
      kind = scholarships.kinds[index].name
      event = scholarships.kinds[index].dates[dateIndex].event
      scholarships.kinds[index].dates[dateIndex].event = `${event}x`
    })
    expect(problems).toHaveLength(1)
    expect(problems[0]!.file).toBe("data/scholarships.json")
    expect(problems[0]!.entry).toContain(`("${kind}")`)
    expect(problems[0]!.entry).toContain("dates")
    expect(problems[0]!.field).toBe("event")
    expect(problems[0]!.found).toContain(`did you mean "${event}"?`)
  })

  it("names a date outside the days of the event it names", () => {
    const problems = problemsAfter((files) => {
      const date = files["scholarships.json"]!.kinds.flatMap((kind: { dates: { event?: string; day: string }[] }) => kind.dates).find((entry: { event?: string }) => entry.event)
      date.day = "2030-01-01"
    })
    expect(located(problems)).toEqual([[expect.stringMatching(/scholarships\.json$/), expect.stringContaining("dates"), "event"]])
    expect(problems[0]!.expected).toContain("2030-01-01")
  })

  it("names a document the library does not have", () => {
    const problems = problemsAfter((files) => {
      files["scholarships.json"]!.kinds[0].documents.push("no-such-form")
    })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: "data/scholarships.json", field: expect.stringMatching(/^item \d+$/) })
    expect(problems[0]!.entry).toMatch(/kinds › entry 1 \(.*\) › documents/)
    expect(problems[0]!.found).toContain('"no-such-form"')
  })

  it("names a document in a category the library does not list", () => {
    let title = ""
    const problems = problemsAfter((files) => {
      const document = files["documents.json"]!.documents[0]
      title = document.title
      document.category = "brochures"
    })
    expect(located(problems)).toEqual([["data/documents.json", `documents › entry 1 ("${title}")`, "category"]])
  })

  it("names a document whose PDF is missing", () => {
    const real = readRealData()
    const dir = writeDataDir(real)
    const documents = real["documents.json"] as { documents: { title: string; file: string }[] }
    const [first] = documents.documents
    fs.rmSync(path.join(dir, first!.file))
    const problems = validateDataDir(dir).filter((problem) => problem.file === "data/documents.json")
    expect(located(problems)).toEqual([["data/documents.json", `documents › entry 1 ("${first!.title}")`, "file"]])
    expect(problems[0]!.found).toContain("points at no file")
  })
})
