// What the head of every page needs beyond the texts: the canonical origin and the share images.
import { graphql, useStaticQuery } from "gatsby"

export function useSeoData() {
  const data = useStaticQuery<Queries.SeoDataQuery>(graphql`
    query SeoData {
      site {
        siteMetadata {
          siteUrl
          themeColor
        }
      }
      siteJson {
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
  `)
  return {
    siteUrl: (data.site?.siteMetadata?.siteUrl ?? "").replace(/\/$/, ""),
    themeColor: data.site?.siteMetadata?.themeColor ?? null,
    shareImage: data.siteJson?.shareImage.childImageSharp?.gatsbyImageData ?? null,
    shareImageAlt: data.siteJson?.shareImageAlt ?? "",
    logo: data.siteJson?.logo.childImageSharp?.gatsbyImageData ?? null,
  }
}
