// The language of the page being shown, for every component below it: set once per page from its
// context (or, for the not-found page, its address), in the layout and in each page's head.
import React, { createContext, useContext } from "react"
import { DEFAULT_LOCALE, isLocale, localeOfPath, type Locale } from "../lib/i18n/locales"

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

export function LocaleProvider({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

export function useLocale(): Locale {
  return useContext(LocaleContext)
}

interface PageLocation {
  pageContext?: unknown
  location: { pathname: string }
}

/** A page's language: what createPage put in its context, else what its address says. */
export function pageLocale({ pageContext, location }: PageLocation): Locale {
  const fromContext = (pageContext as { locale?: unknown } | undefined)?.locale
  return isLocale(fromContext) ? fromContext : localeOfPath(location.pathname)
}

/** The node of a data file in a language, from a static query that returns every language's node. */
export function inLocale<T extends { locale: string }>(nodes: readonly T[], locale: Locale): T | undefined {
  return nodes.find((node) => node.locale === locale) ?? nodes.find((node) => node.locale === DEFAULT_LOCALE)
}

/** A page's `Head` with the page's language around it: Gatsby renders heads outside the layout. */
export function withPageLocale<Props extends PageLocation>(Head: (props: Props) => React.JSX.Element): (props: Props) => React.JSX.Element {
  return function LocalizedHead(props: Props) {
    return (
      <LocaleProvider locale={pageLocale(props)}>
        <Head {...props} />
      </LocaleProvider>
    )
  }
}
