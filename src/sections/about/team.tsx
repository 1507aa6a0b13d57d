// 'Meet Our Team': each member's photo, name and position, and a link to the staff page. The photo sits beside
// the printed name, so it is decorative (alt="") rather than announced twice.
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import React from "react"
import { Section } from "../../components/section/section"
import { SmartLink } from "../../components/smart-link/smart-link"
import { useFill } from "../../hooks/use-site"
import { ABOUT_ANCHORS } from "./anchors"
import * as styles from "./team.module.scss"

export function Team({ team }: { team: Queries.AboutTeamFieldsFragment }) {
  const fill = useFill()
  return (
    <Section id={ABOUT_ANCHORS.team} title={fill(team.title)} intro={team.intro ? fill(team.intro) : undefined} tone="alt">
      <ul className={styles.members}>
        {team.members.map((member) => {
          const image = getImage(member.image.childImageSharp?.gatsbyImageData ?? null)
          return (
            <li key={`${member.name}-${member.position}`} className={styles.member}>
              {image ? <GatsbyImage image={image} alt="" className={styles.photo} /> : null}
              <h3 className={styles.name}>{fill(member.name)}</h3>
              <p className={styles.position}>{fill(member.position)}</p>
            </li>
          )
        })}
      </ul>
      {team.staffLink ? (
        <p className={styles.more}>
          <SmartLink to={team.staffLink.to}>{fill(team.staffLink.label)}</SmartLink>
        </p>
      ) : null}
    </Section>
  )
}

export const query = graphql`
  fragment AboutTeamFields on AboutTeam {
    title
    intro
    staffLink {
      label
      to
    }
    members {
      name
      position
      image {
        childImageSharp {
          gatsbyImageData(width: 320, aspectRatio: 1, layout: CONSTRAINED, placeholder: NONE)
        }
      }
    }
  }
`
