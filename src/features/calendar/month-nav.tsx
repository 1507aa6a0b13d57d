// The month's name in BS with its AD months, and links to the previous and next months of the year.
import { Link } from "gatsby"
import React from "react"
import { useFill } from "../../hooks/use-site"
import { adMonths, type BsMonthInfo } from "../../lib/calendar/bs-month"
import type { CalendarTexts } from "./fragments"
import * as styles from "./month-nav.module.scss"

export interface MonthNavProps {
  info: BsMonthInfo
  texts: CalendarTexts
  previous: string | null
  next: string | null
}

export function MonthNav({ info, texts, previous, next }: MonthNavProps) {
  const fill = useFill()
  return (
    <div className={styles.bar}>
      <h2 id="calendar-month" className={styles.title}>
        {info.name} {info.year} <span className={styles.ad}>({adMonths(info)})</span>
      </h2>
      <nav aria-label={fill(texts.monthNavLabel)}>
        <ul className={styles.links}>
          <li>
            {previous ? (
              <Link to={previous} rel="prev" className={styles.link}>
                <span aria-hidden="true">← </span>
                {fill(texts.previousLabel)}
              </Link>
            ) : null}
          </li>
          <li>
            {next ? (
              <Link to={next} rel="next" className={styles.link}>
                {fill(texts.nextLabel)}
                <span aria-hidden="true"> →</span>
              </Link>
            ) : null}
          </li>
        </ul>
      </nav>
    </div>
  )
}
