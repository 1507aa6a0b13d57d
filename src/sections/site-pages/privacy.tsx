// The privacy page: what stays in the browser, and what the admission form sends to whom, which
// depends on whether the school has set the form's endpoint.
import React from "react"
import { PageIntro } from "../../components/layout/page-intro"
import { useFill, useSite } from "../../hooks/use-site"
import { fillPlaceholders } from "../../lib/placeholders"
import * as styles from "./site-pages.module.scss"

export interface PrivacyProps {
  privacy: NonNullable<Queries.PrivacyPageQuery["privacyJson"]>
  /** data/admission-form.json "endpoint": where the form sends, or null when it sends nothing. */
  endpoint: string | null
}

export function Privacy({ privacy, endpoint }: PrivacyProps) {
  const fill = useFill()
  const site = useSite()
  const contact = (text: string) => fillPlaceholders(fill(text), { endpoint: endpoint ?? "", phone: site.phones[0] ?? "" })
  return (
    <>
      <PageIntro heading={fill(privacy.heading)} intro={fill(privacy.intro)} />
      <div className={styles.body}>
        {privacy.sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <h2>{fill(section.heading)}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph)}</p>
            ))}
            {section.items?.length ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{fill(item)}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <section className={styles.section}>
          <h2>{fill(privacy.form.heading)}</h2>
          <p data-testid="form-sending">{contact(endpoint ? privacy.form.withEndpoint : privacy.form.withoutEndpoint)}</p>
          <p>{contact(privacy.form.contact)}</p>
        </section>
      </div>
    </>
  )
}
