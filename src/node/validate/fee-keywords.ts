// The JSON Schema keyword for a fee table of data/fees.json: its stated total must be what its lines
// add up to, and its instalments must add up to that total, or a parent would read two different
// prices for one year. The sums are the page's own (src/lib/fees/totals.ts).
import type Ajv from "ajv"
import type { DataValidationCxt, ErrorObject } from "ajv/dist/types"
import { feeTotals, totalMismatches, type FeeTable } from "../../lib/fees/totals"
import { formatRupees } from "../../lib/money/rupees"

type Self = { errors?: (Partial<ErrorObject> & { message: string })[] | null }

const rupees = (amount: number) => formatRupees(amount, "en").replace("\u00a0", " ")

function isTable(value: Record<string, unknown>): value is Record<string, unknown> & FeeTable {
  const lines = (field: string) =>
    Array.isArray(value[field]) && (value[field] as unknown[]).every((line) => typeof (line as { amount?: unknown })?.amount === "number")
  return ["oneTime", "annual", "monthly", "instalments"].every(lines) && typeof value.total === "number" && typeof value.months === "number"
}

export function addFeeKeywords(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: "feeTable",
    type: "object",
    errors: true,
    validate: function feeTable(this: unknown, _schema: boolean, value: Record<string, unknown>, _parent?: unknown, cxt?: DataValidationCxt) {
      // A malformed line has its own error from the schema; sums over it would mean nothing.
      if (!isTable(value)) return true
      const mismatches = totalMismatches(value)
      if (!mismatches.length) return true
      const totals = feeTotals(value)
      ;(feeTable as unknown as Self).errors = mismatches.map(({ field, expected, found }) => ({
        keyword: "custom",
        instancePath: `${cxt?.instancePath ?? ""}/${field}`,
        message:
          field === "total"
            ? `${rupees(expected)}, the annual fees (${rupees(totals.annual)}) plus ${value.months} months of the monthly fees (${rupees(totals.perMonth)} a month)`
            : `instalments that add up to the table's total, ${rupees(expected)}`,
        params: { found: field === "total" ? rupees(found) : `instalments adding up to ${rupees(found)} (${rupees(Math.abs(found - expected))} ${found > expected ? "too much" : "short"})` },
      }))
      return false
    },
  })
}
