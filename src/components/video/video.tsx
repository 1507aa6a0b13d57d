// A video from data (docs/behaviour.md#videos): a local file plays in <video>, muted and looping,
// autoplaying only where asked and never under reduced motion; a YouTube id shows a poster with a play
// button and loads youtube-nocookie.com only after the click, so no other site is contacted before the
// visitor asks.
import { GatsbyImage, getImage, getSrc } from "gatsby-plugin-image"
import { graphql } from "gatsby"
import React, { useEffect, useRef, useState } from "react"
import { useNearViewport } from "../../hooks/use-near-viewport"
import { prefersReducedMotion, useReducedMotion } from "../../hooks/use-reduced-motion"
import * as styles from "./video.module.scss"

export type VideoData = Queries.VideoFieldsFragment

export interface VideoProps {
  video: VideoData
  /** Start playing on its own (muted); ignored under prefers-reduced-motion. */
  autoPlay?: boolean
  /** Accessible names of the controls, from data. */
  labels: { play: string; pause: string }
  /** Fill the parent (a full-screen band) instead of keeping 16:9. */
  cover?: boolean
}

export function Video({ video, ...props }: VideoProps) {
  if (video.youtubeId) return <YouTubeFacade video={video} youtubeId={video.youtubeId} {...props} />
  return <LocalVideo video={video} {...props} />
}

function LocalVideo({ video, autoPlay = false, labels, cover = false }: VideoProps) {
  const ref = useRef<HTMLVideoElement>(null)
  const reducedMotion = useReducedMotion()
  const [playing, setPlaying] = useState(false)
  const posterData = video.poster.childImageSharp?.gatsbyImageData
  // A poster is a large picture: fetch it only when the video comes near the screen, not with the page.
  const near = useNearViewport(ref, "400px")

  useEffect(() => {
    const element = ref.current
    if (!element) return
    // The hook learns the preference only after mount; asking directly too keeps the first run still.
    if (autoPlay && !reducedMotion && !prefersReducedMotion()) {
      element.play().catch(() => setPlaying(false))
    } else if (!element.paused) {
      // Only a playing clip: pause() on one that never started would make the browser fetch its start.
      element.pause()
    }
  }, [autoPlay, reducedMotion])

  function toggle() {
    const element = ref.current
    if (!element) return
    if (element.paused) void element.play()
    else element.pause()
  }

  // The name sits on the figure around the clip: <video> without controls takes no aria-label.
  return (
    <figure className={`${styles.frame} ${cover ? styles.cover : ""}`} aria-label={video.title}>
      <video
        ref={ref}
        className={styles.media}
        muted
        loop
        playsInline
        // A clip that will not play on its own is fetched only when the visitor presses play.
        preload={autoPlay && !reducedMotion ? "auto" : "none"}
        poster={near && posterData ? getSrc(posterData) : undefined}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        {video.webm?.publicURL ? <source src={video.webm.publicURL} type="video/webm" /> : null}
        {video.file?.publicURL ? <source src={video.file.publicURL} type="video/mp4" /> : null}
      </video>
      <button type="button" className={styles.toggle} onClick={toggle} aria-pressed={playing}>
        <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
        <span className="visually-hidden">{`${playing ? labels.pause : labels.play}: ${video.title}`}</span>
      </button>
    </figure>
  )
}

function YouTubeFacade({ video, youtubeId, labels }: VideoProps & { youtubeId: string }) {
  const [loaded, setLoaded] = useState(false)
  const poster = getImage(video.poster.childImageSharp?.gatsbyImageData ?? null)
  if (loaded) {
    return (
      <div className={styles.frame}>
        <iframe
          className={styles.media}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
          title={video.title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </div>
    )
  }
  return (
    <div className={styles.frame}>
      {poster ? <GatsbyImage image={poster} alt="" className={styles.media} /> : null}
      <button type="button" className={styles.play} onClick={() => setLoaded(true)}>
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
