// The privacy page: what stays in the browser, and what the admission form sends to whom, which
// depends on the form's endpoint: the site's own receiver, another service, or none.
import React from "react"
import { PageIntro } from "../../components/layout/page-intro"
import { useFill, useSite } from "../../hooks/use-site"
import { isOwnReceiver } from "../../lib/admission/receiver"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { langAt } from "../../lib/i18n/stand-ins"
import { fillPlaceholders } from "../../lib/placeholders"
import { useLocale } from "../../state/locale-context"
import * as styles from "./site-pages.module.scss"

export interface PrivacyProps {
  privacy: NonNullable<Queries.PrivacyPageQuery["privacyJson"]>
  /** data/admission-form.json "endpoint": where the form sends, or null when it sends nothing. */
  endpoint: string | null
  /** data/applications.json "retentionDays": how long the site's own receiver keeps an application. */
  retentionDays: number | null
}

export function Privacy({ privacy, endpoint, retentionDays }: PrivacyProps) {
  const fill = useFill()
  const site = useSite()
  const locale = useLocale()
  const contact = (text: string) =>
    fillPlaceholders(fill(text), {
      endpoint: endpoint ?? "",
      phone: site.phones[0] ?? "",
      retentionDays: retentionDays === null ? "" : toLocaleDigits(retentionDays, locale),
    })
  // Texts still English on the Nepali page, by path ("sections[1].paragraphs[0]").
  const lang = (at: string) => langAt(privacy.untranslated, at)
  const sending = endpoint === null ? "withoutEndpoint" : isOwnReceiver(endpoint) ? "withReceiver" : "withEndpoint"
  return (
    <>
      <PageIntro heading={fill(privacy.heading)} intro={fill(privacy.intro)} headingLang={lang("heading")} introLang={lang("intro")} />
      <div className={styles.body}>
        {privacy.sections.map((section, index) => (
          <section key={section.heading} className={styles.section}>
            <h2 lang={lang(`sections[${index}].heading`)}>{fill(section.heading)}</h2>
            {section.paragraphs.map((paragraph, at) => (
              <p key={paragraph} lang={lang(`sections[${index}].paragraphs[${at}]`)}>
                {fill(paragraph)}
              </p>
            ))}
            {section.items?.length ? (
              <ul>
                {section.items.map((item, at) => (
                  <li key={item} lang={lang(`sections[${index}].items[${at}]`)}>
                    {fill(item)}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <section className={styles.section}>
          <h2 lang={lang("form.heading")}>{fill(privacy.form.heading)}</h2>
          <p data-testid="form-sending" lang={lang(`form.${sending}`)}>
            {contact(privacy.form[sending])}
          </p>
          <p lang={lang("form.contact")}>{contact(privacy.form.contact)}</p>
        </section>
      </div>
    </>
  )
}
