// The three static tiles of 'Life at {name}': weather, performing arts and a calendar day. They show
// what data says and never change on their own, unlike the college's live date tile
// (docs/behaviour.md#date-tile).
import { graphql } from "gatsby"
import React from "react"
import { useFill } from "../../hooks/use-site"
import { dayTileTexts } from "../../lib/nepal-time/day-tile"
import { useLocale } from "../../state/locale-context"
import { SmartLink } from "../../components/smart-link/smart-link"
import * as styles from "./life-tiles.module.scss"

export interface LifeTilesProps {
  weather: Queries.HomeWeatherTileFieldsFragment
  arts: Queries.HomeArtsTileFieldsFragment
  calendar: Queries.HomeCalendarTileFieldsFragment
}

export function LifeTiles({ weather, arts, calendar }: LifeTilesProps) {
  const fill = useFill()
  const locale = useLocale()
  const day = dayTileTexts(calendar.date, locale)
  return (
    <ul className={styles.tiles}>
      <li className={`${styles.tile} ${styles.weather}`}>
        <h3 className={styles.title}>{fill(weather.title)}</h3>
        <p className={styles.reading}>
          {weather.icon.publicURL ? (
            <img src={weather.icon.publicURL} alt="" width={48} height={48} loading="lazy" className={styles.icon} />
          ) : null}
          <span className={styles.temperature}>{fill(weather.temperature)}</span>
        </p>
        <p className={styles.conditions}>{fill(weather.conditions)}</p>
      </li>
      <li className={`${styles.tile} ${styles.arts}`}>
        <h3 className={styles.title}>{fill(arts.title)}</h3>
        <p>{fill(arts.text)}</p>
        <p className={styles.alerts}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.bell}>
            <path d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6Zm-2 16a2 2 0 0 0 4 0" />
          </svg>
          {fill(arts.alerts)}
        </p>
      </li>
      <li className={`${styles.tile} ${styles.calendar}`}>
        <h3 className={styles.title}>{fill(calendar.title)}</h3>
        <time dateTime={calendar.date} className={styles.date}>
          <span className={styles.weekday}>{day.weekday}</span> <span className={styles.day}>{day.day}</span>{" "}
          <span className={styles.month}>{day.month}</span>
          {day.beside ? <span className={styles.beside}> ({day.beside})</span> : null}
        </time>
        {calendar.note ? <p className={styles.note}>{fill(calendar.note)}</p> : null}
        {calendar.link ? (
          <SmartLink to={fill(calendar.link.to)} className={styles.more}>
            {fill(calendar.link.label)}
          </SmartLink>
        ) : null}
      </li>
    </ul>
  )
}

export const query = graphql`
  fragment HomeWeatherTileFields on HomeWeatherTile {
    title
    temperature
    conditions
    icon {
      publicURL
    }
  }
  fragment HomeArtsTileFields on HomeArtsTile {
    title
    text
    alerts
  }
  fragment HomeCalendarTileFields on HomeCalendarTile {
    title
    date
    note
    link {
      label
      to
    }
  }
`
