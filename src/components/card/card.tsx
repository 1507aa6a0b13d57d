// A picture card: image, title, a short text and an optional call to action.
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import React from "react"
import { ButtonLink } from "../button/button-link"
import * as styles from "./card.module.scss"

export interface CardProps {
  image?: IGatsbyImageData | null
  alt?: string
  title: string
  children?: React.ReactNode
  link?: { label: string; to: string } | null
}

export function Card({ image, alt = "", title, children, link }: CardProps) {
  return (
    <article className={styles.card}>
      {image ? <GatsbyImage image={image} alt={alt} className={styles.image} /> : null}
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        {children ? <div className={styles.text}>{children}</div> : null}
        {link ? (
          <ButtonLink to={link.to} variant="outline" className={styles.action}>
            {/* One hidden name, not label + hidden suffix: a browser puts a space before a suffix that is
                positioned out of the text, and screen readers would say "Learn More : title". */}
            <span aria-hidden="true">{link.label}</span>
            <span className="visually-hidden">{`${link.label}: ${title}`}</span>
          </ButtonLink>
        ) : null}
      </div>
    </article>
  )
}
