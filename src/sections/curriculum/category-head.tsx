// The head of a category page. An alias (/crest-college beside /senior) names the main address as
// canonical, so search engines index one page, not two; in the page's own language.
import { graphql } from "gatsby"
import React from "react"
import { Seo } from "../../components/seo/seo"
import { useSite } from "../../hooks/use-site"
import { useLocale } from "../../state/locale-context"
import { localizedPath } from "../../lib/i18n/locales"
import { categoryPath } from "../../lib/routes/category-paths"

export function CategoryHead({ category }: { category: Queries.CategoryHeadFieldsFragment | null }) {
  const { brand } = useSite()
  const locale = useLocale()
  if (!category) return null
  return <Seo title={category.title} description={category.description} pathname={localizedPath(categoryPath(category.slug, brand), locale)} />
}

export const query = graphql`
  fragment CategoryHeadFields on CurriculumCategory {
    slug
    title
    description
  }
`
