// Template of the photo album pages (/gallery/<slug>/), one per album of data/gallery.json; createPages
// (src/node/entry-pages/kinds.ts) passes the album's id.
import { graphql, type PageProps } from "gatsby"
import React from "react"
import { pageHead } from "../components/seo/page-head"
import { requireNode } from "../lib/require-node"
import { Album } from "../sections/gallery/album"

/** What createPages passes: the album's node id. */
interface PageContext {
  id: string
}

export default function AlbumPage({ data, path, pageContext }: PageProps<Queries.AlbumPageQuery, PageContext>) {
  const album = requireNode(data.galleryAlbum, `page ${path}: no album with id "${pageContext.id}" in data/gallery.json`)
  const gallery = requireNode(data.galleryJson, `page ${path}: data/gallery.json has no content`)
  return <Album album={album} labels={gallery.labels} labelsUntranslated={gallery.untranslated} />
}

export const query = graphql`
  query AlbumPage($id: String!, $locale: String!) {
    galleryAlbum(id: { eq: $id }) {
      ...AlbumFields
    }
    galleryJson(locale: { eq: $locale }) {
      untranslated
      labels {
        ...GalleryLabelsFields
      }
    }
  }
`

export const Head = pageHead<Queries.AlbumPageQuery>((data) => data.galleryAlbum)
