// One level's fees: the three totals a parent asks for first, the fee lines with the year's total,
// and the instalments with their Bikram Sambat months and due dates (under the month, so the table
// keeps two columns and fits a phone).
import React from "react"
import { DualDate } from "../../components/dual-date/dual-date"
import { SmartLink } from "../../components/smart-link/smart-link"
import { useFill } from "../../hooks/use-site"
import { feeTotals } from "../../lib/fees/totals"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { formatRupees } from "../../lib/money/rupees"
import { bsMonthName } from "../../lib/nepal-time/bs-month"
import { bsMonthOf } from "../../lib/nepal-time/bikram-sambat"
import { fillPlaceholders } from "../../lib/placeholders"
import { useLocale } from "../../state/locale-context"
import type { LangOf } from "../../lib/i18n/stand-ins"
import type { FeesData } from "./fees-data"
import { LEVEL_FEES } from "../../lib/fees/level-chooser"
import * as styles from "./fees.module.scss"

type Table = FeesData["tables"][number]
type Line = Table["oneTime"][number]

export interface LevelFeesProps {
  table: Table
  /** The table's place in data/fees.json, for its texts' paths and its heading's id. */
  index: number
  labels: FeesData["labels"]
  langOf: LangOf
}

export function LevelFees({ table, index, labels, langOf }: LevelFeesProps) {
  const fill = useFill()
  const locale = useLocale()
  const rupees = (amount: number) => formatRupees(amount, locale)
  const totals = feeTotals(table)
  const at = (path: string) => `tables[${index}].${path}`
  const headingId = `fees-level-${index}`
  const group = (field: "oneTime" | "annual" | "monthly", heading: string, lines: readonly Line[], amountOf: (line: Line) => number) => (
    <tbody>
      <tr className={styles.group}>
        <th colSpan={2} scope="colgroup" lang={langOf(`labels.${field}`)}>
          {heading}
        </th>
      </tr>
      {lines.map((line, position) => (
        <tr key={line.name}>
          <th scope="row" className={styles.name}>
            <span lang={langOf(at(`${field}[${position}].name`))}>{fill(line.name)}</span>
            {field === "monthly" ? (
              <span className={styles.detail} lang={langOf("labels.perMonth")}>
                {fillPlaceholders(fill(labels.perMonth), { amount: rupees(line.amount), months: toLocaleDigits(table.months, locale) })}
              </span>
            ) : null}
          </th>
          <td className={styles.amount}>{rupees(amountOf(line))}</td>
        </tr>
      ))}
    </tbody>
  )
  return (
    <section className={styles.level} aria-labelledby={headingId} {...{ [LEVEL_FEES]: index }}>
      <h2 id={headingId} className={styles.levelName} lang={langOf(at("name"))}>
        <SmartLink to={table.to}>{fill(table.name)}</SmartLink>
      </h2>
      <dl className={styles.summary}>
        <div className={styles.total}>
          <dt lang={langOf("labels.firstYear")}>{fill(labels.firstYear)}</dt>
          <dd className={styles.figure}>{rupees(totals.firstYear)}</dd>
          <dd className={styles.detail} lang={langOf("labels.firstYearNote")}>
            {fill(labels.firstYearNote)}
          </dd>
        </div>
        <div className={styles.total}>
          <dt lang={langOf("labels.yearly")}>{fill(labels.yearly)}</dt>
          <dd className={styles.figure}>{rupees(table.total)}</dd>
        </div>
        <div className={styles.total}>
          <dt lang={langOf("labels.atAdmission")}>{fill(labels.atAdmission)}</dt>
          <dd className={styles.figure}>{rupees(totals.oneTime)}</dd>
        </div>
      </dl>
      <div className={styles.tables}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" lang={langOf("labels.fee")}>
                {fill(labels.fee)}
              </th>
              <th scope="col" className={styles.amount} lang={langOf("labels.amount")}>
                {fill(labels.amount)}
              </th>
            </tr>
          </thead>
          {group("oneTime", fill(labels.oneTime), table.oneTime, (line) => line.amount)}
          {group("annual", fill(labels.annual), table.annual, (line) => line.amount)}
          {group("monthly", fill(labels.monthly), table.monthly, (line) => line.amount * table.months)}
          <tfoot>
            <tr>
              <th scope="row" lang={langOf("labels.yearTotal")}>
                {fill(labels.yearTotal)}
              </th>
              <td className={styles.amount}>{rupees(table.total)}</td>
            </tr>
          </tfoot>
        </table>
        <table className={styles.table}>
          <caption lang={langOf("labels.instalments")}>{fill(labels.instalments)}</caption>
          <thead>
            <tr>
              <th scope="col" lang={langOf("labels.instalment")}>
                {fill(labels.instalment)}
              </th>
              <th scope="col" className={styles.amount} lang={langOf("labels.amount")}>
                {fill(labels.amount)}
              </th>
            </tr>
          </thead>
          <tbody>
            {table.instalments.map((instalment) => (
              <tr key={instalment.due}>
                <th scope="row">
                  {bsMonthName(bsMonthOf(instalment.due), locale)}
                  <span className={styles.detail}>
                    <span lang={langOf("labels.due")}>{fill(labels.due)}</span> <DualDate iso={instalment.due} />
                  </span>
                </th>
                <td className={styles.amount}>{rupees(instalment.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" lang={langOf("labels.instalmentsTotal")}>
                {fill(labels.instalmentsTotal)}
              </th>
              <td className={styles.amount}>{rupees(totals.instalments)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  )
}
