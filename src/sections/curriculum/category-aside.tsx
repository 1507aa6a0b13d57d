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
          <BannerText id="category-promo-title" className={styles.promoTitle} banner={promo} variant="primary" />
        </div>
      </section>
      <section className={styles.side} aria-labelledby="category-side-title">
        <BannerText id="category-side-title" className={styles.sideTitle} banner={sideBanner} variant="accent" />
      </section>
    </aside>
  )
}

interface BannerTextProps {
  /** The heading's id, which names the banner's section. */
  id: string
  className?: string
  banner: { title: string; text: string; link: { label: string; to: string } }
  variant: "primary" | "accent"
}

/** A banner's heading, text and button to the admission form. */
function BannerText({ id, className, banner, variant }: BannerTextProps) {
  const fill = useFill()
  return (
    <>
      <h2 id={id} className={className}>
        {fill(banner.title)}
      </h2>
      <p>{fill(banner.text)}</p>
      <ButtonLink to={fill(banner.link.to)} variant={variant}>
        {fill(banner.link.label)}
      </ButtonLink>
    </>
  )
}
