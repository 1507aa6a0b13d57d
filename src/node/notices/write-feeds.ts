// Writes the notice feeds into public/ after the build: the latest visible notices by the build's clock,
// in each language (the Nepali feeds under /ne/ link the Nepali notice pages).
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPostBuild
import fs from "fs"
import path from "path"
import type { BuildArgs } from "gatsby"
import { LANGUAGE_TAG, LOCALES, localizedPath, type Locale } from "../../lib/i18n/locales"
import { feedPaths } from "../../lib/notices/feed-paths"
import { fillPlaceholders } from "../../lib/placeholders"
import { NOTICES_BASE } from "../../lib/notices/notices"
import { buildNow } from "../build-now"
import { jsonFeed, rssFeed, type FeedItem } from "./feeds"
import { PLANNED_NOTICE_FIELDS, planNotices, type PlannedNotice } from "./plan"

interface FeedQueryResult {
  siteJson: Record<string, unknown> | null
  noticeBoardJson: { feedTitle: string; description: string; categories: { slug: string; label: string }[] } | null
  allNotice: { nodes: (PlannedNotice & { path: string; summary: string; bodyHtml: string; untranslated: string[] })[] }
}

export async function writeNoticeFeeds(args: Pick<BuildArgs, "graphql" | "reporter">, publicDir: string, siteUrl: string) {
  for (const locale of LOCALES) await writeFeedsIn(locale, args, publicDir, siteUrl)
}

async function writeFeedsIn(locale: Locale, { graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">, publicDir: string, siteUrl: string) {
  const result = await graphql<FeedQueryResult>(
    `
    query NoticeFeeds($locale: String!) {
      siteJson(locale: { eq: $locale }) {
        name
        brand
      }
      noticeBoardJson(locale: { eq: $locale }) {
        feedTitle
        description
        categories {
          slug
          label
        }
      }
      allNotice(filter: { locale: { eq: $locale } }) {
        nodes {
          ${PLANNED_NOTICE_FIELDS}
          path
          summary
          bodyHtml
          untranslated
        }
      }
    }
  `,
    { locale },
  )
  const board = result.data?.noticeBoardJson
  if (result.errors || !result.data || !board) {
    reporter.panicOnBuild(`Could not read the notices for the feeds (${locale}).`, result.errors)
    return
  }
  const values = result.data.siteJson ?? {}
  const labels = new Map(board.categories.map((category) => [category.slug, category.label]))
  const byId = new Map(result.data.allNotice.nodes.map((notice) => [notice.id, notice]))
  const plan = planNotices(result.data.allNotice.nodes, [...labels.keys()], buildNow())
  const items: FeedItem[] = plan.feed.map(({ id }) => {
    const notice = byId.get(id)!
    const { title, path: noticePath, date, summary, bodyHtml, untranslated } = notice
    return {
      title,
      path: noticePath,
      date,
      summary,
      bodyHtml,
      category: labels.get(notice.category) ?? notice.category,
      english: { whole: ["title", "summary", "body"].every((field) => untranslated.includes(field)), body: untranslated.includes("body") },
    }
  })
  const channel = {
    siteUrl,
    title: fillPlaceholders(board.feedTitle, values),
    description: fillPlaceholders(board.description, values),
    homePath: localizedPath(NOTICES_BASE, locale),
    language: LANGUAGE_TAG[locale],
    rssPath: feedPaths(locale).rss,
    jsonFeedPath: feedPaths(locale).json,
  }
  fs.mkdirSync(path.join(publicDir, channel.homePath), { recursive: true })
  fs.writeFileSync(path.join(publicDir, channel.rssPath), rssFeed(channel, items))
  fs.writeFileSync(path.join(publicDir, channel.jsonFeedPath), jsonFeed(channel, items))
}
