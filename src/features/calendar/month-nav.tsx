// The month's name in BS with its AD months, and links to the previous and next months of the year.
import React from "react"
import { useFill } from "../../hooks/use-site"
import { adMonths, bsMonthName, type BsMonthInfo } from "../../lib/nepal-time/bs-month"
import { useLocale } from "../../state/locale-context"
import type { CalendarTexts } from "./fragments"
import * as styles from "./month-nav.module.scss"
import { PageLink } from "../../components/smart-link/smart-link"

export interface MonthNavProps {
  info: BsMonthInfo
  texts: CalendarTexts
  previous: string | null
  next: string | null
}

export function MonthNav({ info, texts, previous, next }: MonthNavProps) {
  const fill = useFill()
  const locale = useLocale()
  return (
    <div className={styles.bar}>
      <h2 id="calendar-month" className={styles.title}>
        {bsMonthName(info, locale)} <span className={styles.ad}>({adMonths(info, locale)})</span>
      </h2>
      <nav aria-label={fill(texts.monthNavLabel)}>
        <ul className={styles.links}>
          <li>
            {previous ? (
              <PageLink to={previous} rel="prev" className={styles.link}>
                <span aria-hidden="true">← </span>
                {fill(texts.previousLabel)}
              </PageLink>
            ) : null}
          </li>
          <li>
            {next ? (
              <PageLink to={next} rel="next" className={styles.link}>
                {fill(texts.nextLabel)}
                <span aria-hidden="true"> →</span>
              </PageLink>
            ) : null}
          </li>
        </ul>
      </nav>
    </div>
  )
}
