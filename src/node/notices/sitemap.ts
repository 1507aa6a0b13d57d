// gatsby-plugin-sitemap's page filter, extended: the page of an expired notice stays for links already
// shared but asks search engines to drop it (noindex), so the sitemap leaves it out too. Its page
// context says it had expired at build. https://www.gatsbyjs.com/plugins/gatsby-plugin-sitemap/#api-reference
import { alternatePaths, DEFAULT_LOCALE, LANGUAGE_TAG, LOCALES, localizedPath } from "../../lib/i18n/locales"

/** An entry of the sitemap's excludes that stands for every expired notice page. */
export const EXPIRED_NOTICES = "(expired notices)"

/** The sitemap's query: the default one plus each page's context. */
export const SITEMAP_QUERY = `{ site { siteMetadata { siteUrl } } allSitePage { nodes { path pageContext } } }`

export interface SitemapPage {
  path: string
  pageContext?: { expired?: boolean } | null
}

export interface SitemapTools {
  minimatch: (path: string, pattern: string) => boolean
  withoutTrailingSlash: (path: string) => string
  resolvePagePath: (page: SitemapPage) => string
}

/** True when `page` is excluded by `excluded`: an address pattern (the plugin's rule) or EXPIRED_NOTICES. */
export function excludeFromSitemap(page: SitemapPage, excluded: string, tools: SitemapTools): boolean {
  if (excluded === EXPIRED_NOTICES) return page.pageContext?.expired === true
  return tools.minimatch(tools.withoutTrailingSlash(tools.resolvePagePath(page)), tools.withoutTrailingSlash(excluded))
}

/** A sitemap entry with its alternates (xhtml:link hreflang), as the `sitemap` package writes them. */
export interface SitemapItem {
  url: string
  changefreq: string
  priority: number
  links: { lang: string; url: string }[]
}

/**
 * Each address with the same page in every language and the default one for other languages, so
 * search engines pair the English and Nepali twins (the same alternates as the pages' own heads).
 */
export function serializeSitemapPage(page: SitemapPage, { resolvePagePath }: Pick<SitemapTools, "resolvePagePath">): SitemapItem {
  const url = resolvePagePath(page)
  const alternates = alternatePaths(url)
  return {
    url,
    changefreq: "daily",
    priority: 0.7,
    links: [
      ...LOCALES.map((locale) => ({ lang: LANGUAGE_TAG[locale], url: alternates[locale] })),
      { lang: "x-default", url: alternates[DEFAULT_LOCALE] },
    ],
  }
}

/** The not-found page of every language: never in the sitemap. */
export const NOT_FOUND_PAGES: readonly string[] = LOCALES.flatMap((locale) =>
  ["/404/", "/404.html"].map((path) => localizedPath(path, locale)),
)
