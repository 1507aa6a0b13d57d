// The site's content as the browser tests expect to see it: read from data/, never copied into tests.
import path from "node:path"
import siteJson from "../../data/site.json"
import type { Locale } from "../../src/lib/i18n/locales"
import { fillPlaceholders } from "../../src/lib/placeholders"
import { localizedData } from "../../src/node/locales/data-nodes"

export const site = siteJson

export function fill(text: string): string {
  return fillPlaceholders(text, site)
}

const DATA_DIR = path.resolve(__dirname, "../../data")

/** A data file as a page of that language shows it (the Nepali words from data/ne/, English where missing). */
export function dataIn<T>(relativePath: string, locale: Locale): T {
  return localizedData(DATA_DIR, relativePath, locale) as T
}

/** {placeholders} filled with the site's words in that language. */
export function fillIn(locale: Locale): (text: string) => string {
  const values = dataIn<typeof siteJson>("site.json", locale)
  return (text) => fillPlaceholders(text, values)
}
