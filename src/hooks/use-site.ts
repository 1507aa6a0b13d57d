// The one place that reads data/site.json: identity, navigation, popup and footer, in the page's language.
import { graphql, useStaticQuery } from "gatsby"
import { useCallback } from "react"
import { toLocaleDigits } from "../lib/i18n/digits"
import { inLocale, useLocale } from "../state/locale-context"
import { fillPlaceholders } from "../lib/placeholders"

export type SiteData = Queries.SiteDataQuery["allSiteJson"]["nodes"][number]

export function useSite(): SiteData {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      allSiteJson {
        nodes {
          locale
          untranslated
          brand
          name
          tagline
          description
          established
          copyrightYear
          phones
          email
          address {
            street
            locality
            region
            country
          }
          logoAlt
          logo {
            childImageSharp {
              gatsbyImageData(height: 48, layout: FIXED, placeholder: NONE)
            }
          }
          links {
            schoolForm
            collegeForm
            visitForm
            social
            collegeSite
          }
          navigation {
            skipToContent
            homeLabel
            about {
              label
              to
            }
            formMenu {
              label
              items {
                label
                to
              }
            }
            menuLabel
            drawerTitle
            closeLabel
            drawerLinks {
              label
              to
            }
            languageSwitch {
              label
              description
            }
            search {
              label
              button
            }
          }
          popup {
            image {
              childImageSharp {
                # The popup's own widths (first-visit-popup.module.scss), so a phone fetches a phone-sized advert.
                gatsbyImageData(
                  width: 550
                  layout: CONSTRAINED
                  placeholder: NONE
                  sizes: "(min-width: 1537px) 550px, (min-width: 600px) 400px, (min-width: 500px) 300px, calc(100vw - 32px)"
                )
              }
            }
            alt
            to
            title
            closeLabel
          }
          footer {
            socialTitle
            social {
              network
              label
              url
            }
            contactTitle
            phoneLabel
            emailLabel
            quickLinksTitle
            quickLinks {
              label
              to
            }
            whoWeAre {
              title
              text
            }
            club {
              title
              text
            }
            admissions {
              label
              to
            }
            visit {
              label
              to
            }
            copyright
          }
          notFound {
            title
            text
            homeLabel
            links {
              label
              to
            }
          }
        }
      }
    }
  `)
  const site = inLocale(data.allSiteJson.nodes, useLocale())
  if (!site) throw new Error("data/site.json is missing: the site cannot be built without it.")
  return site
}

/**
 * Fills a message's own values first ({reference}, {count} …) and the office's first phone ({phone}),
 * then site.json's ({name}, {email} …), every number in the page's digits: the texts of a part that
 * talks to the office's server (visits, a family's status).
 */
export function useFillWithPhone(): (text: string, values?: Record<string, string | number>) => string {
  const site = useSite()
  const locale = useLocale()
  const phone = site.phones[0] ?? ""
  return useCallback(
    (text: string, values: Record<string, string | number> = {}) => {
      const writeNumber = (value: number) => toLocaleDigits(value, locale)
      return fillPlaceholders(fillPlaceholders(text, { ...values, phone }, writeNumber), site, writeNumber)
    },
    [site, locale, phone],
  )
}

/** Fills {name}, {brand}, {links.x} … in a data text with the values of site.json; numbers ({copyrightYear}) in the page's digits. */
export function useFill(): (text: string) => string {
  const site = useSite()
  const locale = useLocale()
  return useCallback((text: string) => fillPlaceholders(text, site, (value) => toLocaleDigits(value, locale)), [site, locale])
}
