// The sitemap for people: every page the site builds in the page's language (Gatsby's page list, the
// same as the route list), grouped, each under the title its own data gives it in that language. The
// grouping works on the English addresses; PageLink puts each back in the page's language.
import { graphql, type PageProps } from "gatsby"
import React from "react"
import { PageIntro } from "../components/layout/page-intro"
import { pageHead } from "../components/seo/page-head"
import { noticePageTitles } from "../features/notices/board-text"
import { useFill, useSite } from "../hooks/use-site"
import { categoryPath } from "../lib/routes/category-paths"
import { peopleSitemap, type SitemapSources } from "../lib/sitemap/people-sitemap"
import * as styles from "../sections/site-pages/site-pages.module.scss"
import { useLocale } from "../state/locale-context"
import { localeOfPath, unlocalizedPath, type Locale } from "../lib/i18n/locales"
import { PageLink } from "../components/smart-link/smart-link"

/** The pages of one language, by their English addresses. */
function pagesIn(data: Queries.SitemapPageQuery, locale: Locale): string[] {
  return data.allSitePage.nodes.map((node) => node.path).filter((path) => localeOfPath(path) === locale).map(unlocalizedPath)
}

function sourcesOf(data: Queries.SitemapPageQuery, brand: string, paths: readonly string[], locale: Locale): SitemapSources {
  const titles: Record<string, string> = {}
  const add = (path: string, title: string | undefined) => {
    if (title) titles[path] = title
  }
  add("/", data.homeJson?.title)
  add("/about/", data.aboutJson?.title)
  add("/form/", data.formJson?.title)
  add("/fees/", data.feesJson?.title)
  add("/scholarships/", data.scholarshipsJson?.title)
  add("/documents/", data.documentsJson?.title)
  for (const document of data.allLibraryDocument.nodes) add(unlocalizedPath(document.path), document.title)
  add("/accessibility/", data.accessibilityJson?.title)
  add("/staff/", data.staffJson?.title)
  add("/gallery/", data.galleryJson?.title)
  for (const album of data.allGalleryAlbum.nodes) add(unlocalizedPath(album.path), album.title)
  add("/school-form/", data.admissionFormJson?.title)
  add("/visit/", data.visitsJson?.title)
  add("/status/", data.statusJson?.title)
  add("/calendar/", data.calendarJson?.title)
  add("/lunch-menu/", data.lunchMenuJson?.title)
  add("/results/", data.resultsJson?.title)
  add("/privacy/", data.privacyJson?.title)
  add("/sitemap/", data.sitemapJson?.title)
  add("/search/", data.searchJson?.title)
  if (data.noticeBoardJson) {
    const notices = data.allNotice.nodes.map((notice) => ({ ...notice, path: unlocalizedPath(notice.path) }))
    for (const [path, title] of Object.entries(noticePageTitles(paths, data.noticeBoardJson, notices, locale))) add(path, title)
  }
  const categories: SitemapSources["categories"] = Object.fromEntries(
    data.allCurriculumCategory.nodes.map((node) => [categoryPath(node.slug, brand), { title: node.title, kind: node.kind }]),
  )
  const aliases = new Set(data.allCurriculumCategory.nodes.flatMap((node) => node.aliases.map((alias) => categoryPath(alias, brand))))
  const faculties = Object.fromEntries(data.allFaculty.nodes.map((node) => [unlocalizedPath(node.path), node.title]))
  return { titles, categories, aliases, faculties }
}

export default function SitemapPage({ data }: PageProps<Queries.SitemapPageQuery>) {
  const fill = useFill()
  const { brand } = useSite()
  const locale = useLocale()
  if (!data.sitemapJson) return null
  const { groups } = data.sitemapJson
  const paths = pagesIn(data, locale)
  const sitemap = peopleSitemap(paths, sourcesOf(data, brand, paths, locale), locale)
  return (
    <>
      <PageIntro heading={fill(data.sitemapJson.heading)} intro={fill(data.sitemapJson.intro)} />
      <div className={`${styles.body} ${styles.groups}`}>
        {sitemap.map(([group, entries]) => (
          <section key={group} className={styles.group} aria-labelledby={`sitemap-${group}`}>
            <h2 id={`sitemap-${group}`}>{fill(groups[group])}</h2>
            <ul>
              {entries.map((entry) => (
                <li key={entry.path}>
                  <PageLink to={entry.path}>{fill(entry.title)}</PageLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}

export const query = graphql`
  query SitemapPage($locale: String!) {
    allSitePage(sort: { path: ASC }) {
      nodes {
        path
      }
    }
    allCurriculumCategory(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        slug
        title
        kind
        aliases
      }
    }
    allNotice(filter: { locale: { eq: $locale } }) {
      nodes {
        path
        title
      }
    }
    noticeBoardJson(locale: { eq: $locale }) {
      ...NoticeBoardFields
    }
    allFaculty(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        path
        title
      }
    }
    homeJson(locale: { eq: $locale }) {
      title
    }
    aboutJson(locale: { eq: $locale }) {
      title
    }
    formJson(locale: { eq: $locale }) {
      title
    }
    admissionFormJson(locale: { eq: $locale }) {
      title
    }
    visitsJson(locale: { eq: $locale }) {
      title
    }
    statusJson(locale: { eq: $locale }) {
      title
    }
    calendarJson(locale: { eq: $locale }) {
      title
    }
    feesJson(locale: { eq: $locale }) {
      title
    }
    scholarshipsJson(locale: { eq: $locale }) {
      title
    }
    documentsJson(locale: { eq: $locale }) {
      title
    }
    allLibraryDocument(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        path
        title
      }
    }
    accessibilityJson(locale: { eq: $locale }) {
      title
    }
    staffJson(locale: { eq: $locale }) {
      title
    }
    galleryJson(locale: { eq: $locale }) {
      title
    }
    allGalleryAlbum(filter: { locale: { eq: $locale } }, sort: [{ date: DESC }, { position: ASC }]) {
      nodes {
        path
        title
      }
    }
    lunchMenuJson(locale: { eq: $locale }) {
      title
    }
    resultsJson(locale: { eq: $locale }) {
      title
    }
    privacyJson(locale: { eq: $locale }) {
      title
    }
    searchJson(locale: { eq: $locale }) {
      title
    }
    sitemapJson(locale: { eq: $locale }) {
      ...PageHeadFields
      groups {
        school
        curricula
        college
        notices
        calendar
        forms
        about
        other
      }
    }
  }
`

export const Head = pageHead<Queries.SitemapPageQuery>((data) => data.sitemapJson)
