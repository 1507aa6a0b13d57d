// A video from data (docs/behaviour.md#videos): a local file plays in <video>, muted and looping,
// autoplaying only where asked and never under reduced motion; a YouTube id shows a poster with a play
// button and loads youtube-nocookie.com only after the click, so no other site is contacted before the
// visitor asks. This writes the markup; its behaviour is src/lib/video/video-player.ts, which the page's
// `video` module (src/browser/modules/video.ts) starts on it in the browser.
import { GatsbyImage, getImage, getSrc } from "gatsby-plugin-image"
import { graphql } from "gatsby"
import React from "react"
import {
  VIDEO,
  VIDEO_AUTOPLAY_MARGIN,
  VIDEO_AUTOPLAY_SHARE,
  VIDEO_EMBED,
  VIDEO_MEDIA_CLASS,
  VIDEO_PAUSE_LABEL,
  VIDEO_PLAY_LABEL,
  VIDEO_POSTER,
  VIDEO_TITLE,
} from "../../lib/video/video-player"
import { moduleAttribute } from "../../lib/modules/names"
import * as styles from "./video.module.scss"

export type VideoData = Queries.VideoFieldsFragment

/** When a local clip starts on its own: once `share` (0–1) of it lies within `margin` of the screen. */
export interface AutoPlay {
  share: number
  margin?: string
}

export interface VideoProps {
  video: VideoData
  /** Start playing on its own (muted) once on screen; never under prefers-reduced-motion. */
  autoPlay?: AutoPlay
  /** Accessible names of the controls, from data. */
  labels: { play: string; pause: string }
  /** Fill the parent (a full-screen band) instead of keeping 16:9. */
  cover?: boolean
}

export function Video({ video, ...props }: VideoProps) {
  if (video.youtubeId) return <YouTubeFacade video={video} youtubeId={video.youtubeId} {...props} />
  return <LocalVideo video={video} {...props} />
}

function LocalVideo({ video, autoPlay, labels, cover = false }: VideoProps) {
  const posterData = video.poster.childImageSharp?.gatsbyImageData
  // The name sits on the figure around the clip: <video> without controls takes no aria-label.
  return (
    <figure
      className={`${styles.frame} ${cover ? styles.cover : ""}`}
      aria-label={video.title}
      {...moduleAttribute("video")}
      {...{
        [VIDEO]: "local",
        [VIDEO_POSTER]: posterData ? getSrc(posterData) : undefined,
        [VIDEO_AUTOPLAY_SHARE]: autoPlay?.share,
        [VIDEO_AUTOPLAY_MARGIN]: autoPlay?.margin,
      }}
    >
      {/* Fetched only when it plays: on its own once on screen, or when the visitor presses play. */}
      <video className={styles.media} muted loop playsInline preload="none">
        {video.webm?.publicURL ? <source src={video.webm.publicURL} type="video/webm" /> : null}
        {video.file?.publicURL ? <source src={video.file.publicURL} type="video/mp4" /> : null}
      </video>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed="false"
        {...{ [VIDEO_PLAY_LABEL]: `${labels.play}: ${video.title}`, [VIDEO_PAUSE_LABEL]: `${labels.pause}: ${video.title}` }}
      >
        <span aria-hidden="true">▶</span>
        <span className="visually-hidden">{`${labels.play}: ${video.title}`}</span>
      </button>
    </figure>
  )
}

function YouTubeFacade({ video, youtubeId, labels }: VideoProps & { youtubeId: string }) {
  const poster = getImage(video.poster.childImageSharp?.gatsbyImageData ?? null)
  return (
    <div
      className={styles.frame}
      {...moduleAttribute("video")}
      {...{
        [VIDEO]: "youtube",
        [VIDEO_EMBED]: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`,
        [VIDEO_TITLE]: video.title,
        [VIDEO_MEDIA_CLASS]: styles.media,
      }}
    >
      {poster ? <GatsbyImage image={poster} alt="" className={styles.media} /> : null}
      <button type="button" className={styles.play}>
        <svg viewBox="0 0 68 48" aria-hidden="true" focusable="false">
          <path d="M66.5 7.7A8.5 8.5 0 0 0 60.5 1.7C55.2.3 34 .3 34 .3S12.8.3 7.5 1.7a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3Z" />
          <path d="M27 34V14l18 10-18 10Z" fill="#fff" />
        </svg>
        <span className="visually-hidden">{`${labels.play}: ${video.title}`}</span>
      </button>
    </div>
  )
}

export const query = graphql`
  fragment VideoFields on Video {
    title
    youtubeId
    file {
      publicURL
    }
    webm {
      publicURL
    }
    poster {
      childImageSharp {
        gatsbyImageData(width: 1280, layout: CONSTRAINED, placeholder: NONE)
      }
    }
  }
`
