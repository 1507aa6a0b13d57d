// The right-hand column of the category pages: the computer-science +2 picture banner and the side
// banner, both leading to the admission form.
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import React from "react"
import { ButtonLink } from "../../components/button/button-link"
import { useFill } from "../../hooks/use-site"
import { useCategoryChrome } from "./use-category-chrome"
import * as styles from "./category-aside.module.scss"

export function CategoryAside() {
  const fill = useFill()
  const aside = useCategoryChrome().curriculaJson?.aside
  if (!aside) return null
  const { promo, sideBanner } = aside
  const image = getImage(promo.image.childImageSharp?.gatsbyImageData ?? null)
  return (
    <aside className={styles.aside} aria-label={fill(aside.label)}>
      <section className={styles.promo} aria-labelledby="category-promo-title">
        {image ? <GatsbyImage image={image} alt={fill(promo.alt)} className={styles.promoImage} /> : null}
        <div className={styles.promoBody}>
          <h2 id="category-promo-title" className={styles.promoTitle}>
            {fill(promo.title)}
          </h2>
          <p>{fill(promo.text)}</p>
          <ButtonLink to={fill(promo.link.to)} variant="primary">
            {fill(promo.link.label)}
          </ButtonLink>
        </div>
      </section>
      <section className={styles.side} aria-labelledby="category-side-title">
        <h2 id="category-side-title" className={styles.sideTitle}>
          {fill(sideBanner.title)}
        </h2>
        <p>{fill(sideBanner.text)}</p>
        <ButtonLink to={fill(sideBanner.link.to)} variant="accent">
          {fill(sideBanner.link.label)}
        </ButtonLink>
      </section>
    </aside>
  )
}
