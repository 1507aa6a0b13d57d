// A notice's downloads, each named with its type and size so a family on mobile data knows what
// they are about to fetch: "Exam routine (PDF, 14 KB)".
import React from "react"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { useLocale } from "../../state/locale-context"
import { fillPlaceholders } from "../../lib/placeholders"
import { formatFileSize } from "../../lib/notices/file-size"
import * as styles from "./attachment-list.module.scss"

export interface Attachment {
  label: string
  file: { publicURL: string | null; size: number | null; extension: string }
}

export interface AttachmentListProps {
  attachments: readonly Attachment[]
  heading: string
  /** "{label} ({type}, {size})" */
  template: string
}

export function AttachmentList({ attachments, heading, template }: AttachmentListProps) {
  const locale = useLocale()
  if (attachments.length === 0) return null
  return (
    <section className={styles.attachments} aria-labelledby="attachments-heading">
      <h2 id="attachments-heading">{heading}</h2>
      <ul>
        {attachments.map(({ label, file }) => (
          <li key={file.publicURL ?? label}>
            <a href={file.publicURL ?? undefined} download>
              {fillPlaceholders(template, {
                label,
                type: file.extension.toUpperCase(),
                size: toLocaleDigits(formatFileSize(file.size ?? 0), locale),
              })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
