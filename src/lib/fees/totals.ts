// The sums a parent would otherwise do by hand, from one fee table of data/fees.json: what is paid
// once at admission, what the year costs, and what the first year costs. The build's data check uses
// the same sums to refuse a table whose parts or instalments do not add up to its stated total, so
// the page never shows a total its own lines contradict.

export interface FeeLine {
  amount: number
}

export interface FeeTable {
  oneTime: readonly FeeLine[]
  annual: readonly FeeLine[]
  monthly: readonly FeeLine[]
  /** How many months of the year the monthly fees are charged. */
  months: number
  /** The year's fees as the school states them: annual fees plus the monthly fees of every month billed. */
  total: number
  instalments: readonly FeeLine[]
}

export interface FeeTotals {
  /** Paid once, at admission (the refundable deposit included). */
  oneTime: number
  annual: number
  /** The monthly fees of one month. */
  perMonth: number
  /** The monthly fees of the whole year. */
  monthlyForYear: number
  /** Annual fees plus the year's monthly fees, worked out from the lines. */
  yearly: number
  /** A new pupil's first year: the one-time fees plus the year. */
  firstYear: number
  /** The instalments added together. */
  instalments: number
}

export function sumOf(lines: readonly FeeLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0)
}

/** The totals of one table. */
export function feeTotals(table: Omit<FeeTable, "total">): FeeTotals {
  const oneTime = sumOf(table.oneTime)
  const annual = sumOf(table.annual)
  const perMonth = sumOf(table.monthly)
  const monthlyForYear = perMonth * table.months
  const yearly = annual + monthlyForYear
  return { oneTime, annual, perMonth, monthlyForYear, yearly, firstYear: oneTime + yearly, instalments: sumOf(table.instalments) }
}

export interface TotalMismatch {
  /** The field of the table that disagrees: "total" (its lines say otherwise) or "instalments". */
  field: "total" | "instalments"
  expected: number
  found: number
}

/** What in a table does not add up: its stated total against its lines, then its instalments against its total. */
export function totalMismatches(table: FeeTable): TotalMismatch[] {
  const totals = feeTotals(table)
  const problems: TotalMismatch[] = []
  if (totals.yearly !== table.total) problems.push({ field: "total", expected: totals.yearly, found: table.total })
  if (totals.instalments !== table.total) problems.push({ field: "instalments", expected: table.total, found: totals.instalments })
  return problems
}
