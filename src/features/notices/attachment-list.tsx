// A notice's downloads, each named with its type and size so a family on mobile data knows what
// they are about to fetch: "Exam routine (PDF, 14 KB)".
import React from "react"
import { StandIn } from "../../components/stand-in/stand-in"
import { useLocale } from "../../state/locale-context"
import { isStandIn, type StandIns } from "../../lib/i18n/stand-ins"
import { fillPlaceholders } from "../../lib/placeholders"
import { fileTypeName, formatFileSize } from "../../lib/notices/file-size"
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
  /** Labels still English on a Nepali page, by place in the list: "[0].label". */
  standIns?: StandIns
}

export function AttachmentList({ attachments, heading, template, standIns }: AttachmentListProps) {
  const locale = useLocale()
  if (attachments.length === 0) return null
  return (
    <section className={styles.attachments} aria-labelledby="attachments-heading">
      <h2 id="attachments-heading">{heading}</h2>
      <ul>
        {attachments.map(({ label, file }, index) => {
          const values = { label, type: fileTypeName(file.extension, locale), size: formatFileSize(file.size ?? 0, locale) }
          // An English label alone is marked, not the words around it.
          const [before = "", ...after] = template.split("{label}")
          return (
            <li key={file.publicURL ?? label}>
              <a href={file.publicURL ?? undefined} download>
                {isStandIn(standIns, `[${index}].label`) ? (
                  <>
                    {fillPlaceholders(before, values)}
                    <StandIn english>{label}</StandIn>
                    {fillPlaceholders(after.join("{label}"), values)}
                  </>
                ) : (
                  fillPlaceholders(template, values)
                )}
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
