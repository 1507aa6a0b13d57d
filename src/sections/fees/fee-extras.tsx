// What comes after the levels' fees: the services a family may add (each a month and a year, so no
// one multiplies), late fines, what the fees cover and how to pay.
import React from "react"
import { useFill } from "../../hooks/use-site"
import { formatRupees } from "../../lib/money/rupees"
import { useLocale } from "../../state/locale-context"
import type { LangOf } from "../../lib/i18n/stand-ins"
import type { FeesData } from "./fees-data"
import * as styles from "./fees.module.scss"

export function FeeExtras({ fees, langOf }: { fees: FeesData; langOf: LangOf }) {
  const fill = useFill()
  const locale = useLocale()
  const rupees = (amount: number) => formatRupees(amount, locale)
  const { optional, lateFines, included, payment, labels } = fees
  return (
    <>
      <section className={styles.extra} aria-labelledby="fees-optional">
        <h2 id="fees-optional" lang={langOf("optional.heading")}>
          {fill(optional.heading)}
        </h2>
        <p lang={langOf("optional.intro")}>{fill(optional.intro)}</p>
        <div className={styles.groups}>
          {optional.groups.map((group, index) => (
            <table key={group.heading} className={styles.table}>
              <caption>
                <span lang={langOf(`optional.groups[${index}].heading`)}>{fill(group.heading)}</span>
                {group.note ? (
                  <span className={styles.detail} lang={langOf(`optional.groups[${index}].note`)}>
                    {fill(group.note)}
                  </span>
                ) : null}
              </caption>
              <thead>
                <tr>
                  <th scope="col" lang={langOf("labels.fee")}>
                    {fill(labels.fee)}
                  </th>
                  <th scope="col" className={styles.amount} lang={langOf("optional.perMonth")}>
                    {fill(optional.perMonth)}
                  </th>
                  <th scope="col" className={styles.amount} lang={langOf("optional.perYear")}>
                    {fill(optional.perYear)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {group.items.map((item, position) => (
                  <tr key={item.name}>
                    <th scope="row" className={styles.name} lang={langOf(`optional.groups[${index}].items[${position}].name`)}>
                      {fill(item.name)}
                    </th>
                    <td className={styles.amount}>{rupees(item.amount)}</td>
                    <td className={styles.amount}>{rupees(item.amount * group.months)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      </section>
      <section className={styles.extra} aria-labelledby="fees-late">
        <h2 id="fees-late" lang={langOf("lateFines.heading")}>
          {fill(lateFines.heading)}
        </h2>
        <p lang={langOf("lateFines.intro")}>{fill(lateFines.intro)}</p>
        <table className={`${styles.table} ${styles.narrow}`}>
          <tbody>
            {lateFines.items.map((item, index) => (
              <tr key={item.name}>
                <th scope="row" className={styles.name} lang={langOf(`lateFines.items[${index}].name`)}>
                  {fill(item.name)}
                </th>
                <td className={styles.amount}>{rupees(item.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={`${styles.extra} ${styles.columns}`} aria-labelledby="fees-included">
        <div>
          <h2 id="fees-included" lang={langOf("included.heading")}>
            {fill(included.heading)}
          </h2>
          <ul>
            {included.items.map((item, index) => (
              <li key={item} lang={langOf(`included.items[${index}]`)}>
                {fill(item)}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 lang={langOf("included.notIncludedHeading")}>{fill(included.notIncludedHeading)}</h3>
          <ul>
            {included.notIncluded.map((item, index) => (
              <li key={item} lang={langOf(`included.notIncluded[${index}]`)}>
                {fill(item)}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={styles.extra} aria-labelledby="fees-payment">
        <h2 id="fees-payment" lang={langOf("payment.heading")}>
          {fill(payment.heading)}
        </h2>
        <p lang={langOf("payment.intro")}>{fill(payment.intro)}</p>
        <dl className={styles.methods}>
          {payment.methods.map((method, index) => (
            <div key={method.name}>
              <dt lang={langOf(`payment.methods[${index}].name`)}>{fill(method.name)}</dt>
              <dd lang={langOf(`payment.methods[${index}].text`)}>{fill(method.text)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  )
}
