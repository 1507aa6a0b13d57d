// The fees page's body: pick a level or grade and see what one child pays (first year, each later
// year, each instalment with its due date), then the services a family may add, late fines, what the
// fees cover and how to pay. Every figure is written by formatRupees and every total is worked out by
// src/lib/fees/totals.ts, the sums the build's data check holds the data to. Every level is written;
// the page's `fees` module (src/lib/fees/level-chooser.ts) shows the chosen one and prints the page.
import { graphql } from "gatsby"
import React, { useId } from "react"
import { Button } from "../../components/button/button"
import { PageIntro } from "../../components/layout/page-intro"
import { useFill } from "../../hooks/use-site"
import { langAt, type LangOf } from "../../lib/i18n/stand-ins"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { ALL_LEVELS, LEVEL_CHOOSER, PRINT_BUTTON } from "../../lib/fees/level-chooser"
import { moduleAttribute } from "../../lib/modules/names"
import { fillPlaceholders } from "../../lib/placeholders"
import { useLocale } from "../../state/locale-context"
import { FeeExtras } from "./fee-extras"
import type { FeesData } from "./fees-data"
import { LevelFees } from "./level-fees"
import * as styles from "./fees.module.scss"

export function Fees({ fees }: { fees: FeesData }) {
  const fill = useFill()
  const locale = useLocale()
  const chooserId = useId()
  const langOf: LangOf = (path) => langAt(fees.untranslated, path)
  const { labels } = fees
  return (
    <div className={styles.fees} {...moduleAttribute("fees")}>
      <PageIntro heading={fill(fees.heading)} intro={fill(fees.intro)} headingLang={langOf("heading")} introLang={langOf("intro")}>
        <p className={styles.year} lang={langOf("labels.year")}>
          {fillPlaceholders(fill(labels.year), { year: toLocaleDigits(fees.year, locale) })}
        </p>
      </PageIntro>
      <div className={styles.body}>
        <div className={styles.tools}>
          <label htmlFor={chooserId} lang={langOf("labels.choose")}>
            {fill(labels.choose)}
          </label>
          <select
            id={chooserId}
            className={styles.chooser}
            defaultValue={ALL_LEVELS}
            {...{ [LEVEL_CHOOSER]: "" }}
          >
            <option value={ALL_LEVELS} lang={langOf("labels.all")}>
              {fill(labels.all)}
            </option>
            {fees.tables.map((table, index) => (
              <option key={table.name} value={String(index)} lang={langOf(`tables[${index}].name`)}>
                {fill(table.name)}
              </option>
            ))}
          </select>
          <Button
            variant="outline"
            size="sm"
            className={styles.print}
            lang={langOf("labels.print")}
            {...{ [PRINT_BUTTON]: "" }}
          >
            {fill(labels.print)}
          </Button>
        </div>
        <div className={styles.levels}>
          {fees.tables.map((table, index) => (
            <LevelFees key={table.name} table={table} index={index} labels={labels} langOf={langOf} />
          ))}
        </div>
        <FeeExtras fees={fees} langOf={langOf} />
      </div>
    </div>
  )
}

export const query = graphql`
  fragment FeesFields on FeesJson {
    untranslated
    heading
    intro
    year
    labels {
      year
      choose
      all
      firstYear
      firstYearNote
      yearly
      atAdmission
      fee
      amount
      oneTime
      annual
      monthly
      perMonth
      yearTotal
      instalments
      instalment
      due
      instalmentsTotal
      print
    }
    tables {
      name
      to
      oneTime {
        name
        amount
      }
      annual {
        name
        amount
      }
      monthly {
        name
        amount
      }
      months
      total
      instalments {
        due
        amount
      }
    }
    optional {
      heading
      intro
      perMonth
      perYear
      groups {
        heading
        note
        months
        items {
          name
          amount
        }
      }
    }
    lateFines {
      heading
      intro
      items {
        name
        amount
      }
    }
    included {
      heading
      items
      notIncludedHeading
      notIncluded
    }
    payment {
      heading
      intro
      methods {
        name
        text
      }
    }
  }
`
