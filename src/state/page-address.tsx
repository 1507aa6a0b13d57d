// The address of the page being shown, for the parts of the frame that lead elsewhere from it (the
// language switch). Set per page in wrapPageElement, so the prebuilt HTML and the hydrated page agree.
import React, { createContext, useContext } from "react"
import { LOCALES, localizedPath, unlocalizedPath, type Locale } from "../lib/i18n/locales"
import { withTrailingSlash } from "../lib/links"

const PageAddressContext = createContext<string>("/")

export function PageAddressProvider({ path, children }: { path: string; children: React.ReactNode }) {
  return <PageAddressContext.Provider value={path}>{children}</PageAddressContext.Provider>
}

export function usePageAddress(): string {
  return useContext(PageAddressContext)
}

interface PageRouteProps {
  location: { pathname: string }
  pageResources?: { page?: { path?: string } } | null
}

/**
 * The address of the page that was built, not the one asked for: a missing address (/a/b, /ne/x/y) is
 * answered by a not-found page, and its prebuilt HTML, drawn at that page's own address, must match
 * what the browser draws. On the server the location is the built page's address.
 */
export function builtPagePath({ location, pageResources }: PageRouteProps): string {
  return pageResources?.page?.path ?? location.pathname
}

/** The not-found page of any language: /404/, /404.html, /ne/404/, /ne/404.html. */
export function isNotFoundPath(path: string): boolean {
  return /^\/404(\.html|\/)?$/i.test(unlocalizedPath(path))
}

/** The other language of a two-language site. */
export function otherLocale(locale: Locale): Locale {
  return LOCALES.find((candidate) => candidate !== locale) ?? locale
}

/**
 * Where the language switch of a page leads: the same address in the other language (an alias to its
 * own twin). A not-found page has no twin worth reading, so it leads to the other language's home.
 */
export function switchTarget(pagePath: string, locale: Locale): string {
  if (isNotFoundPath(pagePath)) return localizedPath("/", locale)
  return localizedPath(withTrailingSlash(pagePath), locale)
}
