// The data check of data/fees.json: a fee table whose instalments or lines do not add up to its total
// stops the build, naming the file, the table and the field.
import { validateDataDir } from "../../src/node/validate/validate-data"
import type { DataProblem } from "../../src/node/problems/describe"
import { readRealData, writeDataDir, type DataFiles } from "../support/data-dir"

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

function problemsAfter(edit: (fees: Json) => void): DataProblem[] {
  const files = readRealData() as DataFiles & Record<string, Json>
  edit(files["fees.json"]!)
  return validateDataDir(writeDataDir(files))
}

describe("the fees check", () => {
  it("accepts the real data/fees.json", () => {
    expect(problemsAfter(() => undefined)).toEqual([])
  })

  it("names the table and field of instalments that do not add up to the total", () => {
    let name = ""
    const problems = problemsAfter((fees) => {
      const table = fees.tables[1]
      name = table.name
      table.instalments[2].amount += 500
    })
    expect(problems.map(({ file, entry, field }) => [file, entry, field])).toEqual([
      ["data/fees.json", `tables › entry 2 ("${name}")`, "instalments"],
    ])
    expect(problems[0]!.found).toMatch(/Rs\. [\d,]+ too much/)
  })

  it("names a total that is not the annual fees plus the months of monthly fees", () => {
    let name = ""
    const problems = problemsAfter((fees) => {
      const table = fees.tables[0]
      name = table.name
      table.monthly[0].amount -= 100
    })
    expect(problems.map(({ entry, field }) => [entry, field])).toEqual([[`tables › entry 1 ("${name}")`, "total"]])
  })

  it("leaves a malformed amount to the schema's own error", () => {
    let name = ""
    const problems = problemsAfter((fees) => {
      name = fees.tables[0].name
      fees.tables[0].instalments[0].amount = "40,500"
    })
    expect(problems.map(({ entry, field }) => [entry, field])).toEqual([[`tables › entry 1 ("${name}") › instalments › entry 1`, "amount"]])
  })
})
