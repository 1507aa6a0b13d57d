// The wide picture at the top of a category page, with the page's h1 on it. It is the largest thing in
// the first screen (the LCP element), so it loads eagerly unless the page asks otherwise.
import { graphql } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import React from "react"
import { PriorityImage } from "../../components/priority-image/priority-image"
import { useFill } from "../../hooks/use-site"
import * as styles from "./category-banner.module.scss"

export type CategoryBannerData = Queries.CategoryBannerFieldsFragment

export function CategoryBanner({ category, eager = true }: { category: CategoryBannerData; eager?: boolean }) {
  const fill = useFill()
  const image = getImage(category.banner.childImageSharp?.gatsbyImageData ?? null)
  return (
    <div className={styles.banner} data-category-banner>
      {image ? (
        <PriorityImage image={image} alt={fill(category.bannerAlt)} className={styles.image} eager={eager} />
      ) : null}
      <div className={styles.caption}>
        <h1 className={styles.heading}>{fill(category.heading)}</h1>
      </div>
    </div>
  )
}

export const query = graphql`
  fragment CategoryBannerFields on CurriculumCategory {
    slug
    heading
    intro
    bannerAlt
    banner {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1024, 1366, 1600], placeholder: NONE)
      }
    }
  }
`
