// The page for addresses that have no page (docs/behaviour.md#unknown-addresses). Static hosts and `gatsby serve` answer
// every missing address with this page, so it holds two views: the product's not-found page, and the
// default category (data/curricula.json, defaultCategory). A blocking script in
// the head picks one before the first paint, or asks the body's <ReplaceAddress /> to redirect a page
// asked for in another letter case (/preschool → /Preschool/). In the browser, the page's `missing-path`
// module keeps the chosen view alone and puts the default view's head in place.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { ButtonLink } from "../components/button/button-link"
import { PageIntro } from "../components/layout/page-intro"
import { ReplaceAddress } from "../components/seo/replace-address"
import { Seo, useHeadTexts } from "../components/seo/seo"
import { SmartLink } from "../components/smart-link/smart-link"
import { useFill, useSite } from "../hooks/use-site"
import { categoryPath } from "../lib/routes/category-paths"
import { classifyMissingPath } from "../lib/routes/missing-path"
import { knownPagePaths, type MissingPathProps } from "../lib/routes/missing-path-script"
import { moduleAttribute } from "../lib/modules/names"
import { BlockingScript } from "../components/blocking-script/blocking-script"
import { MISSING_PART, viewHeadAttributes } from "../lib/routes/missing-path-head"
import { CurriculumView } from "../sections/curriculum/curriculum-view"
import * as styles from "./404.module.scss"
import { useLocale, withPageLocale } from "../state/locale-context"
import { localizedPath } from "../lib/i18n/locales"
import { DEVANAGARI_FONT_FILES } from "../components/devanagari-preload/devanagari-preload"

function NotFound() {
  const { notFound } = useSite()
  const fill = useFill()
  return (
    <PageIntro heading={fill(notFound.title)} intro={fill(notFound.text)}>
      <ButtonLink to="/">{fill(notFound.homeLabel)}</ButtonLink>
      <ul className={styles.links}>
        {notFound.links.map((link) => (
          <li key={link.to}>
            <SmartLink to={fill(link.to)}>{fill(link.label)}</SmartLink>
          </li>
        ))}
      </ul>
    </PageIntro>
  )
}

// Picked from the page language's categories: a @link by slug would find the first category with that
// slug, whatever its language.
function defaultCategoryOf(data: Queries.NotFoundPageQuery) {
  const slug = data.curriculaJson?.defaultCategorySlug
  return data.allCurriculumCategory.nodes.find((category) => category.slug === slug) ?? null
}

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const fallback = defaultCategoryOf(data)
  const { brand } = useSite()
  // The default view's head, for the page's `missing-path` module to put in place (src/lib/routes/missing-path-head.ts).
  const fallbackHead = useHeadTexts({
    title: fallback?.title ?? "",
    description: fallback?.description ?? undefined,
    pathname: fallback ? categoryPath(fallback.slug, brand) : null,
  })
  // Both views are in the page, and the head script's attribute on <html> shows one of them
  // (404.module.scss) until the module keeps it alone.
  return (
    <>
      <ReplaceAddress />
      <div {...{ [MISSING_PART]: "not-found" }} {...moduleAttribute("missing-path")}>
        <NotFound />
      </div>
      {fallback ? (
        <div {...{ [MISSING_PART]: "default", ...viewHeadAttributes(fallbackHead) }}>
          <CurriculumView category={fallback} eagerBanner={false} />
        </div>
      ) : null}
    </>
  )
}

const PageHead: HeadFC<Queries.NotFoundPageQuery> = ({ data, location }) => {
  const { notFound, brand } = useSite()
  const locale = useLocale()
  const home = localizedPath("/", locale)
  const known = knownPagePaths(data.allSitePage.nodes.map((node) => node.path), locale)
  const fallback = defaultCategoryOf(data)
  const shown = fallback && classifyMissingPath(location.pathname, known, home).kind === "default" ? fallback : null
  return (
    <Seo
      title={shown?.title ?? notFound.title}
      description={shown?.description ?? notFound.text}
      pathname={shown ? localizedPath(categoryPath(shown.slug, brand), locale) : null}
    >
      {/* In the built HTML only: the script acts on a first load alone. */}
      {typeof window === "undefined" ? (
        <BlockingScript name="missing-path" props={{ knownPaths: known, home, fonts: locale === "ne" ? DEVANAGARI_FONT_FILES : [] } satisfies MissingPathProps} />
      ) : null}
    </Seo>
  )
}

export const query = graphql`
  query NotFoundPage($locale: String!) {
    curriculaJson(locale: { eq: $locale }) {
      defaultCategorySlug
    }
    allCurriculumCategory(filter: { locale: { eq: $locale } }) {
      nodes {
        slug
        ...CurriculumViewFields
      }
    }
    allSitePage {
      nodes {
        path
      }
    }
  }
`

// Heads are rendered outside the layout, so each gets the page's language itself.
export const Head = withPageLocale(PageHead)
