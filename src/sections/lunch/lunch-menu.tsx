// The week's tiffin as a list of days, one card each, that reads the same on a phone and a desktop;
// Saturday closes the week as the holiday it is.
import { graphql } from "gatsby"
import React from "react"
import { DualDate } from "../../components/dual-date/dual-date"
import { PageIntro } from "../../components/layout/page-intro"
import { useFill } from "../../hooks/use-site"
import * as styles from "./lunch-menu.module.scss"

export function LunchMenu({ menu }: { menu: Queries.LunchMenuFieldsFragment }) {
  const fill = useFill()
  return (
    <>
      <PageIntro heading={fill(menu.heading)} intro={fill(menu.intro)}>
        <p className={styles.week}>
          {fill(menu.weekLabel)}: <DualDate iso={menu.week.from} /> – <DualDate iso={menu.week.to} />
        </p>
      </PageIntro>
      <ol className={styles.days}>
        {menu.days.map((day) => (
          <li key={day.day} className={styles.day}>
            <h2 className={styles.name}>{fill(day.day)}</h2>
            <ul className={styles.dishes}>
              {day.dishes.map((dish) => (
                <li key={dish.name}>
                  {fill(dish.name)}
                  {dish.vegetarian ? <span className={styles.veg}>{fill(menu.vegetarianLabel)}</span> : null}
                </li>
              ))}
            </ul>
            {day.note ? <p className={styles.note}>{fill(day.note)}</p> : null}
          </li>
        ))}
        <li className={`${styles.day} ${styles.holiday}`}>
          <h2 className={styles.name}>{fill(menu.saturday.day)}</h2>
          <p className={styles.note}>{fill(menu.saturday.note)}</p>
        </li>
      </ol>
    </>
  )
}

export const query = graphql`
  fragment LunchMenuFields on LunchMenuJson {
    heading
    intro
    weekLabel
    week {
      from
      to
    }
    vegetarianLabel
    days {
      day
      dishes {
        name
        vegetarian
      }
      note
    }
    saturday {
      day
      note
    }
  }
`
