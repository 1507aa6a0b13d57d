// The pages of src/pages are written once; Gatsby creates each in English and the build adds its
// Nepali twin under /ne/. The language is in every page's context, for its query ($locale) and its
// layout. Pages made from data (createPages) set their language themselves.
import type { Page } from "gatsby"
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from "../../lib/i18n/locales"

interface LocaleContext {
  locale?: Locale
  latestNotices?: string[]
}

/** The not-found page of a language answers every address under its prefix the site does not have. */
function notFoundMatchPath(path: string, locale: Locale): string | undefined {
  if (locale === DEFAULT_LOCALE || !/^\/404\/?$/.test(path)) return undefined
  return `${localizedPath("/", locale)}*`
}

function twin<T extends Page>(page: T, locale: Locale): T {
  const context = (page.context ?? {}) as LocaleContext
  const latestNotices = context.latestNotices?.map((notice) => localizedPath(notice, locale))
  const matchPath = notFoundMatchPath(page.path, locale)
  return {
    ...page,
    path: localizedPath(page.path, locale),
    ...(matchPath ? { matchPath } : {}),
    context: { ...page.context, locale, ...(latestNotices ? { latestNotices } : {}) },
  }
}

/**
 * A page of src/pages in every language, or null when the page already has its language (a twin made
 * here, or a page made from data). `prepare` adds what the English page's context needs first.
 */
export function pagesInEveryLanguage<T extends Page>(page: T, prepare: (page: T) => T): T[] | null {
  if ((page.context as LocaleContext | undefined)?.locale || page.path.startsWith("/dev-404-page")) return null
  const english = prepare(page)
  return LOCALES.map((locale) => twin(english, locale))
}
