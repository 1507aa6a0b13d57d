// Template of the calendar pages: /calendar/ (the month of the build's today) and one page per BS
// month (/calendar/2083/08/ …). createPages says which month; texts and events come from data.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { ReplaceAddress } from "../components/seo/replace-address"
import { Seo } from "../components/seo/seo"
import { CalendarPage, type CalendarPageContext } from "../features/calendar/calendar-page"
import { adMonths, bsMonthInfo, bsMonthName } from "../lib/nepal-time/bs-month"
import { calendarMonthPath } from "../lib/calendar/paths"
import { fillPlaceholders } from "../lib/placeholders"
import type { TodayMonthProps } from "../lib/calendar/today-month"
import { BlockingScript } from "../components/blocking-script/blocking-script"
import { DEVANAGARI_FONT_FILES } from "../components/devanagari-preload/devanagari-preload"
import { monthName } from "../lib/nepal-time/texts"
import { toLocaleDigits } from "../lib/i18n/digits"
import { useLocale, withPageLocale } from "../state/locale-context"
import { localizedPath } from "../lib/i18n/locales"

export default function CalendarMonthTemplate({ data, pageContext }: PageProps<Queries.CalendarMonthQuery, CalendarPageContext>) {
  if (!data.calendarJson) return null
  return (
    <>
      {pageContext.isToday && pageContext.months ? <ReplaceAddress /> : null}
      <CalendarPage texts={data.calendarJson} events={data.allEventsJson.nodes} context={pageContext} />
    </>
  )
}

const PageHead: HeadFC<Queries.CalendarMonthQuery, CalendarPageContext> = ({ data, location, pageContext }) => {
  const locale = useLocale()
  const info = bsMonthInfo(pageContext)
  const month = bsMonthName(info, locale)
  const title = data.calendarJson?.title ?? ""
  return (
    <Seo
      title={pageContext.isToday ? title : `${month}: ${title}`}
      description={
        pageContext.isToday || !data.calendarJson
          ? data.calendarJson?.description
          : fillPlaceholders(data.calendarJson.monthDescription, {
              month: monthName("bs", info.month, locale),
              year: toLocaleDigits(info.year, locale),
              ad: adMonths(info, locale),
            })
      }
      pathname={location.pathname}
    >
      {/* In the built HTML only, as the 404 page's script (src/pages/404.tsx): it acts on a first load alone. */}
      {pageContext.isToday && pageContext.months && typeof window === "undefined" ? (
        <BlockingScript
          name="today-month"
          props={{ builtPath: localizedPath(calendarMonthPath(pageContext), locale), months: pageContext.months, fonts: locale === "ne" ? DEVANAGARI_FONT_FILES : [] } satisfies TodayMonthProps}
        />
      ) : null}
    </Seo>
  )
}

export const query = graphql`
  query CalendarMonth($locale: String!) {
    calendarJson(locale: { eq: $locale }) {
      ...CalendarTextsFields
    }
    allEventsJson(filter: { locale: { eq: $locale } }, sort: [{ start: ASC }, { startTime: ASC }]) {
      nodes {
        ...CalendarEventFields
      }
    }
  }
`

// Heads are rendered outside the layout, so each gets the page's language itself.
export const Head = withPageLocale(PageHead)
