// gatsby-plugin-sitemap's page filter, extended: the page of an expired notice stays for links already
// shared but asks search engines to drop it (noindex), so the sitemap leaves it out too. Its page
// context says it had expired at build. https://www.gatsbyjs.com/plugins/gatsby-plugin-sitemap/#api-reference

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
