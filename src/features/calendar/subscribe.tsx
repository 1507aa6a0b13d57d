// How a parent gets the dates into their phone's calendar: subscribe once to /calendar.ics (webcal:
// opens the calendar app), or paste its address, or download the file. The Nepali page offers the
// Nepali feed, /ne/calendar.ics.
import React from "react"
import { ButtonLink } from "../../components/button/button-link"
import { useSeoData } from "../../hooks/use-seo-data"
import { useFill } from "../../hooks/use-site"
import { calendarFeedPath } from "../../lib/calendar/paths"
import { useLocale } from "../../state/locale-context"
import type { Locale } from "../../lib/i18n/locales"
import type { CalendarTexts } from "./fragments"
import * as styles from "./subscribe.module.scss"

export function feedAddresses(siteUrl: string, locale: Locale): { https: string; webcal: string } {
  const https = `${siteUrl}${calendarFeedPath(locale)}`
  return { https, webcal: https.replace(/^https?:/, "webcal:") }
}

export function Subscribe({ texts }: { texts: CalendarTexts }) {
  const fill = useFill()
  const { siteUrl } = useSeoData()
  const locale = useLocale()
  const { https, webcal } = feedAddresses(siteUrl, locale)
  const { subscribe } = texts
  return (
    <section className={styles.subscribe} aria-labelledby="calendar-subscribe">
      <h2 id="calendar-subscribe">{fill(subscribe.title)}</h2>
      <p>{fill(subscribe.text)}</p>
      <p>
        <ButtonLink to={webcal} plain>
          {fill(subscribe.linkLabel)}
        </ButtonLink>
      </p>
      <p>
        {fill(subscribe.addressLabel)}: <code className={styles.address}>{https}</code>
      </p>
      <ul>
        {subscribe.steps.map((step) => (
          <li key={step}>{fill(step)}</li>
        ))}
      </ul>
      <p>
        <a href={calendarFeedPath(locale)} download>
          {fill(subscribe.downloadLabel)}
        </a>
      </p>
    </section>
  )
}
