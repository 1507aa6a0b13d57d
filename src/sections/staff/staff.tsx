// The staff page's body: links to each department, then each department with its people in the order
// the school set. What shows of a person beyond name, role and subjects (photo, qualifications,
// contact) is the school's choice per person (`show` in data/staff.json).
import { graphql } from "gatsby"
import React from "react"
import { PageIntro } from "../../components/layout/page-intro"
import { useFill } from "../../hooks/use-site"
import { langAt, type LangOf } from "../../lib/i18n/stand-ins"
import { StaffCard } from "./staff-card"
import * as styles from "./staff.module.scss"

export type StaffData = Queries.StaffFieldsFragment

export function Staff({ staff }: { staff: StaffData }) {
  const fill = useFill()
  const langOf: LangOf = (path) => langAt(staff.untranslated, path)
  return (
    <>
      <PageIntro heading={fill(staff.heading)} intro={fill(staff.intro)} headingLang={langOf("heading")} introLang={langOf("intro")} />
      <div className={styles.body}>
        <nav aria-label={fill(staff.labels.departments)} className={styles.jumps} lang={langOf("labels.departments")}>
          <ul>
            {staff.departments.map((department, index) => (
              <li key={department.id}>
                <a href={`#${department.id}`} lang={langOf(`departments[${index}].name`)}>
                  {fill(department.name)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {staff.departments.map((department, index) => (
          <section key={department.id} id={department.id} aria-labelledby={`${department.id}-heading`} className={styles.department}>
            <h2 id={`${department.id}-heading`} lang={langOf(`departments[${index}].name`)}>
              {fill(department.name)}
            </h2>
            {department.intro ? <p lang={langOf(`departments[${index}].intro`)}>{fill(department.intro)}</p> : null}
            <ul className={styles.people}>
              {department.people.map((person, at) => (
                <StaffCard key={`${person.name}-${person.role}`} person={person} labels={staff.labels} path={`departments[${index}].people[${at}]`} langOf={langOf} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}

export const query = graphql`
  fragment StaffFields on StaffJson {
    untranslated
    heading
    intro
    labels {
      departments
      subjects
      qualifications
      email
      phone
    }
    departments {
      id
      name
      intro
      people {
        ...StaffCardFields
      }
    }
  }
`
