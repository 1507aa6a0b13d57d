// One document of the library, /documents/<slug>/: made by createPages for each entry of
// data/documents.json (src/node/entry-pages/kinds.ts).
import { graphql, type PageProps } from "gatsby"
import React from "react"
import { pageHead } from "../components/seo/page-head"
import { DocumentDetails } from "../sections/documents/document-details"

export default function DocumentPage({ data }: PageProps<Queries.DocumentPageQuery>) {
  if (!data.libraryDocument || !data.documentsJson) return null
  return <DocumentDetails document={data.libraryDocument} library={data.documentsJson} />
}

export const query = graphql`
  query DocumentPage($id: String!, $locale: String!) {
    libraryDocument(id: { eq: $id }) {
      ...LibraryDocumentFields
    }
    documentsJson(locale: { eq: $locale }) {
      ...DocumentsFields
    }
  }
`

export const Head = pageHead<Queries.DocumentPageQuery>((data) =>
  data.libraryDocument ? { title: data.libraryDocument.title, description: data.libraryDocument.summary } : null,
)
