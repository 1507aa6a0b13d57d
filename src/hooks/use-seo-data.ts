// What the head of every page needs beyond the texts: the canonical origin and the share images.
import { graphql, useStaticQuery } from "gatsby"
import { inLocale, useLocale } from "../state/locale-context"

export function useSeoData() {
  const data = useStaticQuery<Queries.SeoDataQuery>(graphql`
    query SeoData {
      site {
        siteMetadata {
          siteUrl
          themeColor
        }
      }
      allSiteJson {
        nodes {
          locale
          shareImageAlt
          shareImage {
            childImageSharp {
              gatsbyImageData(width: 1200, height: 630, layout: FIXED, formats: [JPG], placeholder: NONE)
            }
          }
          logo {
            childImageSharp {
              gatsbyImageData(width: 512, height: 512, layout: FIXED, formats: [PNG], placeholder: NONE)
            }
          }
        }
      }
    }
  `)
  const site = inLocale(data.allSiteJson.nodes, useLocale())
  return {
    siteUrl: (data.site?.siteMetadata?.siteUrl ?? "").replace(/\/$/, ""),
    themeColor: data.site?.siteMetadata?.themeColor ?? null,
    shareImage: site?.shareImage.childImageSharp?.gatsbyImageData ?? null,
    shareImageAlt: site?.shareImageAlt ?? "",
    logo: site?.logo.childImageSharp?.gatsbyImageData ?? null,
  }
}
