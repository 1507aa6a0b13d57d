// The shape of every category page (docs/behaviour.md#pages): banner, then the left menu
// (desktop only), the content and the right column. On phones the content comes first, then the
// right column; the menu is in the Menu drawer there.
import React from "react"
import { useFill } from "../../hooks/use-site"
import { CategoryAside } from "./category-aside"
import { CategoryBanner, type CategoryBannerData } from "./category-banner"
import { CategoryNav } from "./category-nav"
import * as styles from "./category-layout.module.scss"

export interface CategoryLayoutProps {
  category: CategoryBannerData
  /** False where the page may not be the one shown (the 404 page holds two views). */
  eagerBanner?: boolean
  children: React.ReactNode
}

export function CategoryLayout({ category, eagerBanner = true, children }: CategoryLayoutProps) {
  const fill = useFill()
  return (
    <>
      <CategoryBanner category={category} eager={eagerBanner} />
      <div className={styles.columns}>
        <CategoryNav currentSlug={category.slug} />
        <div className={styles.content}>
          <p className={styles.intro}>{fill(category.intro)}</p>
          {children}
        </div>
        <CategoryAside />
      </div>
    </>
  )
}
