// The head of a page, rendered from each page's `Head` export: title, description, canonical address,
// Open Graph and Twitter cards with an image, and the school's JSON-LD.
import { getSrc } from "gatsby-plugin-image"
import React from "react"
import { useSeoData } from "../../hooks/use-seo-data"
import { useFill, useSite } from "../../hooks/use-site"
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
  /** Extra JSON-LD objects for this page (e.g. an educational programme). */
  structuredData?: object[]
  children?: React.ReactNode
}

export function Seo({ title, description, pathname, structuredData = [], children }: SeoProps) {
  const site = useSite()
  const fill = useFill()
  const seo = useSeoData()
  const fullTitle = `${fill(title)} | ${site.name}`
  const text = fill(description ?? site.description)
  const canonical = pathname === null ? null : `${seo.siteUrl}${withTrailingSlash(pathname)}`
  const shareImage = seo.shareImage
  const imageUrl = shareImage ? `${seo.siteUrl}${getSrc(shareImage)}` : null
  const logoUrl = seo.logo ? `${seo.siteUrl}${getSrc(seo.logo)}` : null
  const jsonLd = [schoolStructuredData(site, seo.siteUrl, logoUrl, imageUrl), ...structuredData]
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      {imageUrl && shareImage ? <meta property="og:image:width" content={String(shareImage.width)} /> : null}
      {imageUrl && shareImage ? <meta property="og:image:height" content={String(shareImage.height)} /> : null}
      {imageUrl ? <meta property="og:image:alt" content={fill(seo.shareImageAlt)} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
      <meta name="theme-color" content="#1c4e9c" />
      <script type="application/ld+json">{JSON.stringify(jsonLd)}</script>
      {children}
    </>
  )
}
