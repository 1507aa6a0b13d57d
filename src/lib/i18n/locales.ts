// The site's two languages and how their addresses relate: English keeps the plain addresses, and
// every page has a Nepali twin under /ne/. Browser-safe: the language switch, the head and the build
// all use these.
export const LOCALES = ["en", "ne"] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = "en"

const PREFIX: Readonly<Record<Locale, string>> = { en: "", ne: "/ne" }

/** The BCP 47 tag for hreflang, <html lang> and Intl. */
export const LANGUAGE_TAG: Readonly<Record<Locale, string>> = { en: "en", ne: "ne" }

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value)
}

/** The language of an address: /ne and everything under /ne/ is Nepali, the rest English. */
export function localeOfPath(pathname: string): Locale {
  return /^\/ne(\/|$)/i.test(pathname) ? "ne" : DEFAULT_LOCALE
}

/** The address without its language prefix: "/ne/about/" → "/about/", "/ne" → "/". */
export function unlocalizedPath(pathname: string): string {
  if (localeOfPath(pathname) === DEFAULT_LOCALE) return pathname
  const rest = pathname.slice(PREFIX.ne.length)
  return rest.startsWith("/") ? rest : `/${rest}`
}

/** An English address in the given language: ("/about/", "ne") → "/ne/about/". */
export function localizedPath(pathname: string, locale: Locale): string {
  const plain = unlocalizedPath(pathname)
  return `${PREFIX[locale]}${plain}`
}

/** The same page in the other language(s), keyed by locale. */
export function alternatePaths(pathname: string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, localizedPath(pathname, locale)])) as Record<Locale, string>
}

/** An internal link written in data (English addresses) as it should read on a page in `locale`. */
export function localizedLink(to: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !to.startsWith("/") || to.startsWith("//")) return to
  if (localeOfPath(to) === locale) return to
  // Files (PDFs, feeds, calendar files) are shared by both languages; only pages have twins.
  if (/\.[a-z0-9]+$/i.test(to.split(/[?#]/)[0]!)) return to
  return localizedPath(to, locale)
}
