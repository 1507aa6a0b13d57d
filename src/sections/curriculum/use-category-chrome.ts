// The parts every category page shares, from data/curricula.json: the left menu and the right column.
import { graphql, useStaticQuery } from "gatsby"
import { inLocale, useLocale } from "../../state/locale-context"

type ChromeQuery = Queries.CategoryChromeQuery

export interface CategoryChrome {
  curriculaJson: ChromeQuery["allCurriculaJson"]["nodes"][number] | null
  allCurriculumCategory: { nodes: ChromeQuery["allCurriculumCategory"]["nodes"] }
}

export function useCategoryChrome(): CategoryChrome {
  const locale = useLocale()
  const data = useStaticQuery<ChromeQuery>(graphql`
    query CategoryChrome {
      allCurriculaJson {
        nodes {
          locale
          navigationLabel
          aside {
            label
            promo {
              image {
                childImageSharp {
                  gatsbyImageData(width: 320, aspectRatio: 1.3333, layout: CONSTRAINED, placeholder: NONE)
                }
              }
              alt
              title
              text
              link {
                label
                to
              }
            }
            sideBanner {
              title
              text
              link {
                label
                to
              }
            }
          }
        }
      }
      allCurriculumCategory(filter: { navLabel: { ne: null } }, sort: { position: ASC }) {
        nodes {
          locale
          slug
          navLabel
        }
      }
    }
  `)
  return {
    curriculaJson: inLocale(data.allCurriculaJson.nodes, locale) ?? null,
    allCurriculumCategory: { nodes: data.allCurriculumCategory.nodes.filter((node) => node.locale === locale) },
  }
}
