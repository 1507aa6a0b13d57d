// The notice board as feeds for readers' apps: RSS 2.0 (https://www.rssboard.org/rss-specification) and
// JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). Every address is absolute, from the site URL.
import { nepalDayStart, nepalMoment } from "../../lib/nepal-time/day"

export interface FeedItem {
  title: string
  path: string
  /** Publish day in Nepal, YYYY-MM-DD. */
  date: string
  summary: string
  bodyHtml: string
  /** The category's label. */
  category: string
  /** In a Nepali feed, what is still English (src/lib/i18n/stand-ins.ts): the whole notice, or its body. */
  english?: { whole: boolean; body: boolean }
}

export interface FeedChannel {
  /** The site's origin, e.g. https://www.crest-academy.example (no trailing slash needed). */
  siteUrl: string
  title: string
  description: string
  /** The list page the feed mirrors, e.g. /notices/. */
  homePath: string
  language: string
  /** Where this feed itself is written, e.g. /notices/rss.xml and /notices/feed.json. */
  rssPath: string
  jsonFeedPath: string
}

function absolute(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${path}`
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;")
}

/** Midnight of the publish day in Nepal, written the way each format asks. */
function published(date: string): { rfc822: string; rfc3339: string } {
  return { rfc822: new Date(nepalDayStart(date)).toUTCString(), rfc3339: nepalMoment(date) }
}

export function rssFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const link = absolute(channel.siteUrl, channel.homePath)
  const entries = items.map((item) => {
    const url = absolute(channel.siteUrl, item.path)
    return [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${published(item.date).rfc822}</pubDate>`,
      `      <category>${escapeXml(item.category)}</category>`,
      `      <description>${escapeXml(item.summary)}</description>`,
      "    </item>",
    ].join("\n")
  })
  const lastBuild = items[0] ? `\n    <lastBuildDate>${published(items[0].date).rfc822}</lastBuildDate>` : ""
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(link)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>${escapeXml(channel.language)}</language>
    <atom:link href="${escapeXml(absolute(channel.siteUrl, channel.rssPath))}" rel="self" type="application/rss+xml" />${lastBuild}
${entries.join("\n")}
  </channel>
</rss>
`
}

export function jsonFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const feed = {
    version: "https://jsonfeed.org/version/1.1",
    title: channel.title,
    home_page_url: absolute(channel.siteUrl, channel.homePath),
    feed_url: absolute(channel.siteUrl, channel.jsonFeedPath),
    description: channel.description,
    language: channel.language,
    items: items.map((item) => {
      const url = absolute(channel.siteUrl, item.path)
      return {
        id: url,
        url,
        title: item.title,
        summary: item.summary,
        // An English body in a Nepali feed says so, like the page does; a notice all in English
        // says so as a whole (JSON Feed's item language).
        content_html: item.english?.body ? `<div lang="en">${item.bodyHtml}</div>` : item.bodyHtml,
        date_published: published(item.date).rfc3339,
        tags: [item.category],
        ...(item.english?.whole ? { language: "en" } : {}),
      }
    }),
  }
  return `${JSON.stringify(feed, null, 2)}\n`
}
