// One person on the staff page: name, role and subjects always; photo, qualifications and contact
// only where the school chose to show them and the data has them. The photo sits beside the printed
// name, so it is decorative (alt="") rather than announced twice, as in the About page's team.
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import React from "react"
import { telHref } from "../../components/footer/footer"
import { useFill } from "../../hooks/use-site"
import type { LangOf } from "../../lib/i18n/stand-ins"
import * as styles from "./staff.module.scss"

export interface StaffCardProps {
  person: Queries.StaffCardFieldsFragment
  labels: Queries.StaffFieldsFragment["labels"]
  /** Where the person is in data/staff.json ("departments[1].people[0]"), for langOf. */
  path: string
  langOf: LangOf
}

export function StaffCard({ person, labels, path, langOf }: StaffCardProps) {
  const fill = useFill()
  const image = person.show.photo ? getImage(person.image?.childImageSharp?.gatsbyImageData ?? null) : undefined
  const showContact = person.show.contact && Boolean(person.email || person.phone)
  const showQualifications = person.show.qualifications && person.qualifications.length > 0
  return (
    <li className={styles.person}>
      {image ? <GatsbyImage image={image} alt="" className={styles.photo} /> : null}
      <div className={styles.details}>
        <h3 className={styles.name}>{person.name}</h3>
        <p className={styles.role} lang={langOf(`${path}.role`)}>
          {fill(person.role)}
        </p>
        <dl className={styles.facts}>
          {person.subjects.length > 0 ? (
            <div>
              <dt lang={langOf("labels.subjects")}>{fill(labels.subjects)}</dt>
              {person.subjects.map((subject, at) => (
                <dd key={subject} lang={langOf(`${path}.subjects[${at}]`)}>
                  {fill(subject)}
                </dd>
              ))}
            </div>
          ) : null}
          {showQualifications ? (
            <div>
              <dt lang={langOf("labels.qualifications")}>{fill(labels.qualifications)}</dt>
              {person.qualifications.map((qualification, at) => (
                <dd key={qualification} lang={langOf(`${path}.qualifications[${at}]`)}>
                  {fill(qualification)}
                </dd>
              ))}
            </div>
          ) : null}
          {showContact && person.email ? (
            <div>
              <dt lang={langOf("labels.email")}>{fill(labels.email)}</dt>
              <dd>
                <a href={`mailto:${person.email}`}>{person.email}</a>
              </dd>
            </div>
          ) : null}
          {showContact && person.phone ? (
            <div>
              <dt lang={langOf("labels.phone")}>{fill(labels.phone)}</dt>
              <dd>
                <a href={telHref(person.phone)}>{person.phone}</a>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </li>
  )
}

export const query = graphql`
  fragment StaffCardFields on StaffPerson {
    name
    role
    subjects
    qualifications
    email
    phone
    show {
      photo
      contact
      qualifications
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 120, aspectRatio: 1, layout: FIXED, placeholder: NONE)
      }
    }
  }
`
