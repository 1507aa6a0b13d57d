// The documents library: every document of data/documents.json under its category, and a row of links
// that narrows the list to one category. The links are anchors (/documents/#forms): the stylesheet
// hides the other categories while one is the address's target, so the filter works without a script
// and a parent can share the address (docs/behaviour.md, "The documents library"). In the browser, the
// page's `document-filter` module marks the link of the category shown as the current one.
import { graphql } from "gatsby"
import React from "react"
import { PageIntro } from "../../components/layout/page-intro"
import { useFill } from "../../hooks/use-site"
import { ALL_DOCUMENTS_ANCHOR, CATEGORY_FILTER } from "../../lib/documents/current-category"
import { categoryAnchor } from "../../lib/documents/paths"
import { moduleAttribute } from "../../lib/modules/names"
import { langAt } from "../../lib/i18n/stand-ins"
import { DocumentSummary } from "./document-summary"
import type { DocumentsData, LibraryDocument } from "./documents-data"
import * as styles from "./documents.module.scss"

export interface DocumentLibraryProps {
  library: DocumentsData
  /** The documents in the page's language, in the order of data/documents.json. */
  documents: readonly LibraryDocument[]
}

export function DocumentLibrary({ library, documents }: DocumentLibraryProps) {
  const fill = useFill()
  const langOf = (path: string) => langAt(library.untranslated, path)
  const { labels } = library
  return (
    <div className={styles.documents}>
      <PageIntro heading={fill(library.heading)} intro={fill(library.intro)} headingLang={langOf("heading")} introLang={langOf("intro")} />
      <div className={styles.body}>
        <nav className={styles.filter} aria-label={fill(labels.filter)} lang={langOf("labels.filter")} {...moduleAttribute("document-filter")} {...{ [CATEGORY_FILTER]: "" }}>
          <ul>
            <li>
              <a href={`#${ALL_DOCUMENTS_ANCHOR}`} lang={langOf("labels.all")}>
                {fill(labels.all)}
              </a>
            </li>
            {library.categories.map((category, index) => (
              <li key={category.slug}>
                <a href={`#${categoryAnchor(category.slug)}`} lang={langOf(`categories[${index}].label`)}>
                  {fill(category.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div id={ALL_DOCUMENTS_ANCHOR} className={styles.groups}>
          {library.categories.map((category, index) => {
            const inCategory = documents.filter((document) => document.category === category.slug)
            if (inCategory.length === 0) return null
            const headingId = `${categoryAnchor(category.slug)}-heading`
            return (
              <section key={category.slug} id={categoryAnchor(category.slug)} className={styles.group} aria-labelledby={headingId}>
                <h2 id={headingId} lang={langOf(`categories[${index}].label`)}>
                  {fill(category.label)}
                </h2>
                <p className={styles.categoryNote} lang={langOf(`categories[${index}].description`)}>
                  {fill(category.description)}
                </p>
                <ul className={styles.list}>
                  {inCategory.map((document) => (
                    <li key={document.slug}>
                      <DocumentSummary document={document} library={library} />
                    </li>
                  ))}
                </ul>
              </section>
            )
          })}
        </div>
      </div>
    </div>
  )
}

export const query = graphql`
  fragment DocumentsFields on DocumentsJson {
    untranslated
    heading
    intro
    labels {
      filter
      all
      category
      language
      size
      date
      download
      back
    }
    languages {
      en
      ne
      both
    }
    categories {
      slug
      label
      description
    }
  }
  fragment LibraryDocumentFields on LibraryDocument {
    id
    untranslated
    slug
    path
    title
    category
    language
    date
    summary
    download {
      publicURL
      size
      extension
    }
  }
`
