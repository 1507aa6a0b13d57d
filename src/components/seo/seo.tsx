// The head of a page, rendered from each page's `Head` export: title, description, canonical address,
// the same page in the other language (hreflang), Open Graph and Twitter cards with an image, the
// school's JSON-LD, and the page's language on <html>.
import { getSrc, type IGatsbyImageData } from "gatsby-plugin-image"
import React from "react"
import { useSeoData } from "../../hooks/use-seo-data"
import { useFill, useSite } from "../../hooks/use-site"
import { useLocale } from "../../state/locale-context"
import { alternatePaths, DEFAULT_LOCALE, LANGUAGE_TAG, LOCALES, localizedPath } from "../../lib/i18n/locales"
import { jsonForHtml } from "../../lib/json-for-html"
import { withTrailingSlash } from "../../lib/links"
import { schoolStructuredData } from "./structured-data"

export interface SeoProps {
  title: string
  description?: string
  /**
   * The page's canonical path: the Head's location.pathname, or the main address of an alias; null
   * for a page that has no address of its own (the not-found page).
   */
  pathname: string | null
  /** A page's own share image (a notice's picture); the site's share image otherwise. */
  image?: IGatsbyImageData | null
  imageAlt?: string
  /** Asks search engines to drop the page (a notice that has expired keeps its page for shared links). */
  noindex?: boolean
  /** Extra JSON-LD objects for this page (e.g. an educational programme). */
  structuredData?: object[]
  children?: React.ReactNode
}

/** The head's title, description and canonical address (with the page's own path) for these props. */
export function useHeadTexts({ title, description, pathname }: Pick<SeoProps, "title" | "description" | "pathname">) {
  const site = useSite()
  const locale = useLocale()
  const fill = useFill()
  const seo = useSeoData()
  const fullTitle = `${fill(title)} | ${site.name}`
  const text = fill(description ?? site.description)
  // Pages made from data name their English address; the canonical one is in the page's language.
  const own = pathname === null ? null : localizedPath(withTrailingSlash(pathname), locale)
  const canonical = own === null ? null : `${seo.siteUrl}${own}`
  return { fullTitle, text, own, canonical }
}

export function Seo({ title, description, pathname, image, imageAlt, noindex, structuredData = [], children }: SeoProps) {
  const site = useSite()
  const locale = useLocale()
  const fill = useFill()
  const seo = useSeoData()
  const { fullTitle, text, own, canonical } = useHeadTexts({ title, description, pathname })
  const shareImage = image ?? seo.shareImage
  const imageUrl = shareImage ? `${seo.siteUrl}${getSrc(shareImage)}` : null
  const logoUrl = seo.logo ? `${seo.siteUrl}${getSrc(seo.logo)}` : null
  const jsonLd = [schoolStructuredData(site, seo.siteUrl, logoUrl, imageUrl), ...structuredData]
  const alternates = own === null ? null : alternatePaths(own)
  return (
    <>
      <html lang={LANGUAGE_TAG[locale]} />
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {alternates
        ? LOCALES.map((language) => (
            <link key={language} rel="alternate" hrefLang={LANGUAGE_TAG[language]} href={`${seo.siteUrl}${alternates[language]}`} />
          ))
        : null}
      {alternates ? <link rel="alternate" hrefLang="x-default" href={`${seo.siteUrl}${alternates[DEFAULT_LOCALE]}`} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      {imageUrl && shareImage ? <meta property="og:image:width" content={String(shareImage.width)} /> : null}
      {imageUrl && shareImage ? <meta property="og:image:height" content={String(shareImage.height)} /> : null}
      {imageUrl ? <meta property="og:image:alt" content={fill(imageAlt ?? seo.shareImageAlt)} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
      {seo.themeColor ? <meta name="theme-color" content={seo.themeColor} /> : null}
      {/* As written, not as React would escape text: a quote or an ampersand stays itself in the JSON. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForHtml(jsonLd) }} />
      {children}
    </>
  )
}
