// The college home's opening: the promotional clip, playing on its own (muted) unless the visitor
// prefers reduced motion, beside the welcome text. It starts once nearly all of it is on screen: it
// only peeks into the first screen, and a clip half seen is not worth its megabytes on a phone plan.
import { graphql } from "gatsby"
import React from "react"
import { Video } from "../../components/video/video"
import { useFill } from "../../hooks/use-site"
import { ColumnSection } from "../../components/column-section/column-section"
import * as styles from "./college-welcome.module.scss"

const CLIP_SHARE_IN_VIEW = 0.9

export function CollegeWelcome({ welcome }: { welcome: Queries.CollegeWelcomeFieldsFragment }) {
  const fill = useFill()
  return (
    <ColumnSection id="welcome" title={fill(welcome.title)}>
      <div className={styles.welcome}>
        <div>
          <Video video={welcome.video} autoPlay={{ share: CLIP_SHARE_IN_VIEW }} labels={welcome.videoLabels} />
        </div>
        <div>
          {welcome.paragraphs.map((paragraph, index) => (
            <p key={index}>{fill(paragraph)}</p>
          ))}
        </div>
      </div>
    </ColumnSection>
  )
}

export const query = graphql`
  fragment CollegeWelcomeFields on CollegeWelcome {
    title
    paragraphs
    video {
      ...VideoFields
    }
    videoLabels {
      play
      pause
    }
  }
`
