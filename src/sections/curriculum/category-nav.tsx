// The left-hand menu of the category pages (desktop only): every category with a navLabel in data,
// the current one highlighted and marked for screen readers.
import React from "react"
import { SmartLink } from "../../components/smart-link/smart-link"
import { useFill, useSite } from "../../hooks/use-site"
import { categoryPath } from "../../lib/routes/category-paths"
import { useCategoryChrome } from "./use-category-chrome"
import * as styles from "./category-nav.module.scss"

export function CategoryNav({ currentSlug }: { currentSlug: string }) {
  const { curriculaJson, allCurriculumCategory } = useCategoryChrome()
  const { brand } = useSite()
  const fill = useFill()
  return (
    <nav className={styles.nav} aria-label={fill(curriculaJson?.navigationLabel ?? "")}>
      <ul className={styles.list}>
        {allCurriculumCategory.nodes.map(({ slug, navLabel }) => {
          const current = slug === currentSlug
          return (
            <li key={slug}>
              <SmartLink
                to={categoryPath(slug, brand)}
                className={current ? `${styles.link} ${styles.current}` : styles.link}
                aria-current={current ? "page" : undefined}
              >
                {fill(navLabel ?? slug)}
              </SmartLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
