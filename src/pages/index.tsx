// Home page: sections from data/home.json; the first-visit advert shows here only.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { FirstVisitPopup } from "../components/first-visit-popup/first-visit-popup"
import { Seo } from "../components/seo/seo"
import { FeedLinks } from "../features/notices/feed-links"
import { LatestNotices } from "../features/notices/latest-notices"
import { useFill } from "../hooks/use-site"
import { moduleAttribute } from "../lib/modules/names"
import { requireNode } from "../lib/require-node"
import { NewestAlbum } from "../sections/gallery/newest-album"
import { HomeSections } from "../sections/home/home-sections"
import { withPageLocale } from "../state/locale-context"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const board = data.noticeBoardJson
  const home = requireNode(data.homeJson, "page /: data/home.json has no content")
  const notices = board ? <LatestNotices section={home.notices} notices={data.allNotice.nodes} board={board} /> : null
  const newest = data.allGalleryAlbum.nodes[0]
  const album = newest && data.galleryJson ? <NewestAlbum album={newest} gallery={data.galleryJson} /> : null
  return (
    <>
      <HomeSections home={home} notices={notices} album={album} />
      <div {...moduleAttribute("first-visit-popup")}>
        <FirstVisitPopup />
      </div>
    </>
  )
}

const PageHead: HeadFC<Queries.HomePageQuery> = ({ data, location }) => <HomeHead data={data} pathname={location.pathname} />

function HomeHead({ data, pathname }: { data: Queries.HomePageQuery; pathname: string }) {
  const fill = useFill()
  return (
    <Seo title={data.homeJson?.title ?? ""} description={data.homeJson?.description} pathname={pathname}>
      {data.noticeBoardJson ? <FeedLinks title={fill(data.noticeBoardJson.feedTitle)} /> : null}
    </Seo>
  )
}

export const query = graphql`
  # latestNotices: the addresses of the notices Home lists, chosen at build (src/node/notices/home-page.ts).
  query HomePage($latestNotices: [String!] = [], $locale: String!) {
    allNotice(filter: { path: { in: $latestNotices } }) {
      nodes {
        ...NoticeSummaryFields
      }
    }
    noticeBoardJson(locale: { eq: $locale }) {
      ...NoticeBoardFields
    }
    allGalleryAlbum(filter: { locale: { eq: $locale } }, sort: [{ date: DESC }, { position: ASC }], limit: 1) {
      nodes {
        untranslated
        title
        pictures {
          alt
        }
        ...AlbumCardFields
      }
    }
    galleryJson(locale: { eq: $locale }) {
      untranslated
      labels {
        newest
        count
        all
      }
    }
    homeJson(locale: { eq: $locale }) {
      ...PageHeadFields
      labels {
        learnMore
        backToTop
        playVideo
        pauseVideo
      }
      hero {
        ...HomeHeroFields
      }
      life {
        ...HomeLifeFields
      }
      notices {
        title
        intro
        allLabel
      }
      why {
        title
        intro
        cards {
          ...HomeCardFields
        }
      }
      culture {
        ...HomeCultureFields
      }
      videoBand {
        ...HomeVideoBandFields
      }
      join {
        title
        intro
        levels {
          ...HomeCardFields
        }
      }
      map {
        ...HomeMapFields
      }
    }
  }
`

// Heads are rendered outside the layout, so each gets the page's language itself.
export const Head = withPageLocale(PageHead)
