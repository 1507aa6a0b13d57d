// Where the build writes the notice feeds; pages link to them. Each language has its own feeds (the
// Nepali ones under /ne/, with the Nepali words and links to the Nepali pages).
import { localizedPath, type Locale } from "../i18n/locales"

export const RSS_PATH = "/notices/rss.xml"
export const JSON_FEED_PATH = "/notices/feed.json"

export function feedPaths(locale: Locale): { rss: string; json: string } {
  return { rss: localizedPath(RSS_PATH, locale), json: localizedPath(JSON_FEED_PATH, locale) }
}
