// The first picture of a page (its LCP element) as a plain <picture> built from gatsbyImageData: the
// browser's preload scanner finds it in the HTML, fetches it at high priority and paints it as soon as it
// arrives, with none of GatsbyImage's wrapper, fade-in or wait for hydration. Other pictures use GatsbyImage,
// except where only phrasing content is allowed (inside a button), which GatsbyImage's <div>s are not.
import type { IGatsbyImageData } from "gatsby-plugin-image"
import React from "react"
import * as styles from "./priority-image.module.scss"

export interface PriorityImageProps {
  image: IGatsbyImageData
  alt: string
  className?: string
  /** False where the picture is not in the first screen after all (e.g. a fallback view). */
  eager?: boolean
}

// React 18 passes the attribute through only in lower case (fetchPriority arrives in React 19).
const HIGH_PRIORITY = { fetchpriority: "high" }

// A full-width image's data gives its shape as 1 × ratio; the width and height attributes must be whole
// numbers, and serve only as the aspect ratio before the file arrives.
const FULL_WIDTH_SCALE = 1000

/** Whole-number width and height with the image's aspect ratio. */
export function intrinsicSize(width: number, height: number): { width: number; height: number } {
  if (Number.isInteger(width) && Number.isInteger(height)) return { width, height }
  const scale = FULL_WIDTH_SCALE / width
  return { width: FULL_WIDTH_SCALE, height: Math.round(height * scale) }
}

export function PriorityImage({ image, alt, className, eager = true }: PriorityImageProps) {
  const { images } = image
  const { width, height } = intrinsicSize(image.width, image.height)
  return (
    <picture className={[styles.picture, className].filter(Boolean).join(" ")}>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={styles.image}
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? "sync" : "async"}
        {...(eager ? HIGH_PRIORITY : {})}
      />
    </picture>
  )
}
