// The full-screen campus video with 'ARRANGE A VISIT'. The clip plays muted once the band comes near
// the screen, never under prefers-reduced-motion (the Video component sees to that), and a scrim keeps
// the words over it at AA contrast.
import { graphql } from "gatsby"
import React from "react"
import { ButtonLink } from "../../components/button/button-link"
import { Video } from "../../components/video/video"
import { useFill } from "../../hooks/use-site"
import * as styles from "./video-band.module.scss"

// The clip starts as the band comes this near the screen, so it is moving by the time it is seen.
const BAND_MARGIN = "200px"

export interface VideoBandProps {
  band: Queries.HomeVideoBandFieldsFragment
  labels: { play: string; pause: string }
}

export function VideoBand({ band, labels }: VideoBandProps) {
  const fill = useFill()
  return (
    <section className={styles.band} aria-labelledby="video-band-heading">
      <div className={styles.video}>
        <Video video={{ ...band.video, title: fill(band.video.title) }} cover autoPlay={{ share: 0, margin: BAND_MARGIN }} labels={labels} />
      </div>
      <div className={styles.scrim} aria-hidden="true" />
      <div className={styles.content}>
        <h2 id="video-band-heading" className={styles.heading}>
          {fill(band.title)}
        </h2>
        <p className={styles.text}>{fill(band.text)}</p>
        <ButtonLink to={fill(band.action.to)} variant="accent" className={styles.action}>
          {fill(band.action.label)}
        </ButtonLink>
      </div>
    </section>
  )
}

export const query = graphql`
  fragment HomeVideoBandFields on HomeVideoBand {
    title
    text
    video {
      ...VideoFields
    }
    action {
      label
      to
    }
  }
`
