// The sums of a fee table, as the page shows them and the data check holds them.
import { feeTotals, totalMismatches, type FeeTable } from "../../../src/lib/fees/totals"

const table: FeeTable = {
  oneTime: [{ amount: 25000 }, { amount: 10000 }],
  annual: [{ amount: 18000 }, { amount: 2000 }],
  monthly: [{ amount: 7000 }, { amount: 500 }],
  months: 12,
  total: 110000,
  instalments: [{ amount: 42500 }, { amount: 22500 }, { amount: 22500 }, { amount: 22500 }],
}

describe("feeTotals", () => {
  it("adds the lines: one-time, a year's monthly fees, the year and the first year", () => {
    expect(feeTotals(table)).toEqual({
      oneTime: 35000,
      annual: 20000,
      perMonth: 7500,
      monthlyForYear: 90000,
      yearly: 110000,
      firstYear: 145000,
      instalments: 110000,
    })
  })

  it("counts only the months the monthly fees are charged", () => {
    expect(feeTotals({ ...table, months: 10 }).yearly).toBe(20000 + 75000)
  })
})

describe("totalMismatches", () => {
  it("finds nothing in a table that adds up", () => {
    expect(totalMismatches(table)).toEqual([])
  })

  it("names a total its lines contradict, and instalments that do not reach the total", () => {
    expect(totalMismatches({ ...table, total: 100000 })).toEqual([
      { field: "total", expected: 110000, found: 100000 },
      { field: "instalments", expected: 100000, found: 110000 },
    ])
    expect(totalMismatches({ ...table, instalments: table.instalments.slice(1) })).toEqual([
      { field: "instalments", expected: 110000, found: 67500 },
    ])
  })
})
