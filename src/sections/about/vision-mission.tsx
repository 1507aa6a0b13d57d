// 'Our Vision' and 'Our Mission', a list of points each, beside the promotional video.
// The video is a YouTube facade: nothing loads from YouTube until the visitor presses play.
import { graphql } from "gatsby"
import React from "react"
import { Video } from "../../components/video/video"
import { useFill } from "../../hooks/use-site"
import { ABOUT_ANCHORS } from "./anchors"
import * as styles from "./vision-mission.module.scss"

export interface VisionMissionProps {
  vision: Queries.AboutStatementFieldsFragment
  mission: Queries.AboutStatementFieldsFragment
  video: Queries.VideoFieldsFragment
  labels: { play: string; pause: string }
}

export function VisionMission({ vision, mission, video, labels }: VisionMissionProps) {
  const fill = useFill()
  return (
    <div className={styles.band}>
      <div className={styles.inner}>
        <div className={styles.statements}>
          <Statement id={ABOUT_ANCHORS.vision} statement={vision} />
          <Statement id={ABOUT_ANCHORS.mission} statement={mission} />
        </div>
        <div className={styles.video}>
          <Video video={{ ...video, title: fill(video.title) }} labels={labels} />
        </div>
      </div>
    </div>
  )
}

function Statement({ id, statement }: { id: string; statement: Queries.AboutStatementFieldsFragment }) {
  const fill = useFill()
  return (
    <section id={id} className={styles.statement} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{fill(statement.title)}</h2>
      <ul className={styles.points}>
        {statement.points.map((point) => (
          <li key={point}>{fill(point)}</li>
        ))}
      </ul>
    </section>
  )
}

export const query = graphql`
  fragment AboutStatementFields on AboutStatement {
    title
    points
  }
`
