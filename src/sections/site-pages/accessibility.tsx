// The accessibility page: the standard the site aims at, how it is checked, its known limits, and how
// to report a problem: the school's email and first phone from data/site.json, and how soon it answers.
import React from "react"
import { telHref } from "../../components/footer/footer"
import { PageIntro } from "../../components/layout/page-intro"
import { useFill, useSite } from "../../hooks/use-site"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { langAt } from "../../lib/i18n/stand-ins"
import { fillPlaceholders } from "../../lib/placeholders"
import { useLocale } from "../../state/locale-context"
import * as styles from "./site-pages.module.scss"

export type AccessibilityData = NonNullable<Queries.AccessibilityPageQuery["accessibilityJson"]>

export function Accessibility({ accessibility }: { accessibility: AccessibilityData }) {
  const fill = useFill()
  const site = useSite()
  const locale = useLocale()
  const { report } = accessibility
  const phone = site.phones[0] ?? ""
  const text = (value: string) => fillPlaceholders(fill(value), { phone, days: toLocaleDigits(report.answerDays, locale) })
  // Texts still English on the Nepali page, by path ("sections[1].items[0]").
  const lang = (at: string) => langAt(accessibility.untranslated, at)
  return (
    <>
      <PageIntro heading={text(accessibility.heading)} intro={text(accessibility.intro)} headingLang={lang("heading")} introLang={lang("intro")} />
      <div className={styles.body}>
        {accessibility.sections.map((section, index) => (
          <section key={section.heading} className={styles.section}>
            <h2 lang={lang(`sections[${index}].heading`)}>{text(section.heading)}</h2>
            {section.paragraphs.map((paragraph, at) => (
              <p key={paragraph} lang={lang(`sections[${index}].paragraphs[${at}]`)}>
                {text(paragraph)}
              </p>
            ))}
            {section.items?.length ? (
              <ul>
                {section.items.map((item, at) => (
                  <li key={item} lang={lang(`sections[${index}].items[${at}]`)}>
                    {text(item)}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <section className={styles.section} aria-labelledby="report-heading">
          <h2 id="report-heading" lang={lang("report.heading")}>
            {text(report.heading)}
          </h2>
          <p lang={lang("report.intro")}>{text(report.intro)}</p>
          <dl className={styles.contact}>
            <dt lang={lang("report.emailLabel")}>{text(report.emailLabel)}</dt>
            <dd>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </dd>
            {phone ? (
              <>
                <dt lang={lang("report.phoneLabel")}>{text(report.phoneLabel)}</dt>
                <dd>
                  <a href={telHref(phone)}>{phone}</a>
                </dd>
              </>
            ) : null}
          </dl>
          <p data-testid="report-answer" lang={lang("report.answer")}>
            {text(report.answer)}
          </p>
        </section>
      </div>
    </>
  )
}
