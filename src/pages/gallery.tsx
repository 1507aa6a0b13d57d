// The photo albums, newest first, from data/gallery.json; each album has its own page
// (src/templates/album-page.tsx).
import { graphql, type PageProps } from "gatsby"
import React from "react"
import { pageHead } from "../components/seo/page-head"
import { AlbumList } from "../sections/gallery/album-list"

export default function GalleryPage({ data }: PageProps<Queries.GalleryPageQuery>) {
  return data.galleryJson ? <AlbumList gallery={data.galleryJson} albums={data.allGalleryAlbum.nodes} /> : null
}

export const query = graphql`
  query GalleryPage($locale: String!) {
    galleryJson(locale: { eq: $locale }) {
      untranslated
      ...PageHeadFields
      labels {
        count
      }
    }
    allGalleryAlbum(filter: { locale: { eq: $locale } }, sort: [{ date: DESC }, { position: ASC }]) {
      nodes {
        untranslated
        title
        pictures {
          alt
        }
        ...AlbumCardFields
      }
    }
  }
`

export const Head = pageHead<Queries.GalleryPageQuery>((data) => data.galleryJson)
