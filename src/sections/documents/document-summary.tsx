// A document as the library lists it (its title linking to its own page, its facts and summary), and
// the facts alone (language, size, date and, on its own page, its category), shared by both.
import React from "react"
import { DualDate } from "../../components/dual-date/dual-date"
import { PageLink } from "../../components/smart-link/smart-link"
import { useFill } from "../../hooks/use-site"
import { documentCategoryPath } from "../../lib/documents/paths"
import { unlocalizedPath } from "../../lib/i18n/locales"
import { langAt } from "../../lib/i18n/stand-ins"
import { fileTypeName, formatFileSize } from "../../lib/notices/file-size"
import { useLocale } from "../../state/locale-context"
import type { DocumentsData, LibraryDocument } from "./documents-data"
import * as styles from "./documents.module.scss"

type LanguageKey = keyof DocumentsData["languages"]

function isLanguageKey(value: string, languages: DocumentsData["languages"]): value is LanguageKey {
  return Object.prototype.hasOwnProperty.call(languages, value)
}

/** "14 KB" in the page's language and digits, from the size the build read off the file. */
export function useFileSize(document: LibraryDocument): string {
  return formatFileSize(document.download.size ?? 0, useLocale())
}

interface DocumentFactsProps {
  document: LibraryDocument
  library: DocumentsData
  /** On the document's own page: its category too, linking to the library narrowed to it. */
  withCategory?: boolean
}

export function DocumentFacts({ document, library, withCategory = false }: DocumentFactsProps) {
  const fill = useFill()
  const locale = useLocale()
  const size = useFileSize(document)
  const langOf = (path: string) => langAt(library.untranslated, path)
  const { labels, languages } = library
  const categoryIndex = library.categories.findIndex((category) => category.slug === document.category)
  const category = library.categories[categoryIndex]
  const language = isLanguageKey(document.language, languages) ? languages[document.language] : document.language
  return (
    <dl className={styles.facts}>
      {withCategory && category ? (
        <div>
          <dt lang={langOf("labels.category")}>{fill(labels.category)}</dt>
          <dd>
            <PageLink to={documentCategoryPath(category.slug)} lang={langOf(`categories[${categoryIndex}].label`)}>
              {fill(category.label)}
            </PageLink>
          </dd>
        </div>
      ) : null}
      <div>
        <dt lang={langOf("labels.language")}>{fill(labels.language)}</dt>
        <dd lang={langOf(`languages.${document.language}`)}>{fill(language)}</dd>
      </div>
      <div>
        <dt lang={langOf("labels.size")}>{fill(labels.size)}</dt>
        <dd>{`${fileTypeName(document.download.extension, locale)}, ${size}`}</dd>
      </div>
      <div>
        <dt lang={langOf("labels.date")}>{fill(labels.date)}</dt>
        <dd>
          <DualDate iso={document.date} />
        </dd>
      </div>
    </dl>
  )
}

export function DocumentSummary({ document, library }: { document: LibraryDocument; library: DocumentsData }) {
  const fill = useFill()
  const langOf = (path: string) => langAt(document.untranslated, path)
  return (
    <article className={styles.summary} aria-labelledby={`${document.slug}-title`}>
      <h3 id={`${document.slug}-title`} className={styles.title}>
        <PageLink to={unlocalizedPath(document.path)} lang={langOf("title")}>
          {fill(document.title)}
        </PageLink>
      </h3>
      <DocumentFacts document={document} library={library} />
      <p lang={langOf("summary")}>{fill(document.summary)}</p>
    </article>
  )
}
