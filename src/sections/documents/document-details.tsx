// A document's own page: its title, what it holds, its facts and the link that downloads its file,
// and the way back to the library.
import React from "react"
import { PageIntro } from "../../components/layout/page-intro"
import { PageLink } from "../../components/smart-link/smart-link"
import { useFill } from "../../hooks/use-site"
import { DOCUMENTS_PATH } from "../../lib/documents/paths"
import { langAt } from "../../lib/i18n/stand-ins"
import { fillPlaceholders } from "../../lib/placeholders"
import { DocumentFacts, useFileSize } from "./document-summary"
import type { DocumentsData, LibraryDocument } from "./documents-data"
import * as styles from "./documents.module.scss"

export function DocumentDetails({ document, library }: { document: LibraryDocument; library: DocumentsData }) {
  const fill = useFill()
  const size = useFileSize(document)
  const langOf = (path: string) => langAt(document.untranslated, path)
  const libraryLang = (path: string) => langAt(library.untranslated, path)
  return (
    <div className={styles.documents}>
      <PageIntro heading={fill(document.title)} intro={fill(document.summary)} headingLang={langOf("title")} introLang={langOf("summary")} />
      <div className={styles.body}>
        <DocumentFacts document={document} library={library} withCategory />
        <p>
          <a className={styles.download} href={document.download.publicURL ?? undefined} download lang={libraryLang("labels.download")}>
            {fillPlaceholders(fill(library.labels.download), { size })}
          </a>
        </p>
        <p>
          <PageLink to={DOCUMENTS_PATH} className={styles.back} lang={libraryLang("labels.back")}>
            {fill(library.labels.back)}
          </PageLink>
        </p>
      </div>
    </div>
  )
}
