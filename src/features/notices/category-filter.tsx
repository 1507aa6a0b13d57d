// Links to all notices and to each category: plain links, so filtering works without JavaScript.
import React from "react"
import { noticeListPath } from "../../lib/notices/notices"
import * as styles from "./category-filter.module.scss"
import { PageLink } from "../../components/smart-link/smart-link"

export interface CategoryFilterProps {
  categories: readonly { slug: string; label: string }[]
  /** The category whose list is shown; null for all notices. */
  current: string | null
  allLabel: string
  label: string
}

export function CategoryFilter({ categories, current, allLabel, label }: CategoryFilterProps) {
  const links = [{ slug: null, label: allLabel }, ...categories]
  return (
    <nav aria-label={label} className={styles.filter}>
      <ul>
        {links.map((link) => (
          <li key={link.slug ?? ""}>
            <PageLink to={noticeListPath(link.slug)} aria-current={link.slug === current ? "page" : undefined}>
              {link.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
