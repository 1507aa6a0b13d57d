// The documents library, from data/documents.json; each document also has a page of its own
// (src/templates/document-page.tsx).
import { graphql, type PageProps } from "gatsby"
import React from "react"
import { pageHead } from "../components/seo/page-head"
import { DocumentLibrary } from "../sections/documents/document-library"

export default function DocumentsPage({ data }: PageProps<Queries.DocumentsPageQuery>) {
  return data.documentsJson ? <DocumentLibrary library={data.documentsJson} documents={data.allLibraryDocument.nodes} /> : null
}

export const query = graphql`
  query DocumentsPage($locale: String!) {
    documentsJson(locale: { eq: $locale }) {
      ...PageHeadFields
      ...DocumentsFields
    }
    allLibraryDocument(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...LibraryDocumentFields
      }
    }
  }
`

export const Head = pageHead<Queries.DocumentsPageQuery>((data) => data.documentsJson)
