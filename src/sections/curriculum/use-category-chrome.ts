// The parts every category page shares, from data/curricula.json: the left menu and the right column.
import { graphql, useStaticQuery } from "gatsby"

export type CategoryChrome = Queries.CategoryChromeQuery

export function useCategoryChrome(): CategoryChrome {
  return useStaticQuery<Queries.CategoryChromeQuery>(graphql`
    query CategoryChrome {
      curriculaJson {
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
      allCurriculumCategory(filter: { navLabel: { ne: null } }, sort: { position: ASC }) {
        nodes {
          slug
          navLabel
        }
      }
    }
  `)
}
