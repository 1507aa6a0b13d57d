// Writes the notice feeds into public/ after the build: the latest visible notices by the build's clock.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPostBuild
import fs from "fs"
import path from "path"
import type { BuildArgs } from "gatsby"
import { fillPlaceholders } from "../../lib/placeholders"
import { NOTICES_BASE } from "../../lib/notices/notices"
import { buildNow } from "../build-now"
import { JSON_FEED_PATH, RSS_PATH, jsonFeed, rssFeed, type FeedItem } from "./feeds"
import { PLANNED_NOTICE_FIELDS, planNotices, type PlannedNotice } from "./plan"

interface FeedQueryResult {
  siteJson: Record<string, unknown> | null
  noticeBoardJson: { feedTitle: string; description: string; categories: { slug: string; label: string }[] } | null
  allNotice: { nodes: (PlannedNotice & { path: string; summary: string; bodyHtml: string })[] }
}

export async function writeNoticeFeeds({ graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">, publicDir: string, siteUrl: string) {
  const result = await graphql<FeedQueryResult>(`
    query NoticeFeeds {
      siteJson {
        name
        brand
      }
      noticeBoardJson {
        feedTitle
        description
        categories {
          slug
          label
        }
      }
      allNotice {
        nodes {
          ${PLANNED_NOTICE_FIELDS}
          path
          summary
          bodyHtml
        }
      }
    }
  `)
  const board = result.data?.noticeBoardJson
  if (result.errors || !result.data || !board) {
    reporter.panicOnBuild("Could not read the notices for the feeds.", result.errors)
    return
  }
  const values = result.data.siteJson ?? {}
  const labels = new Map(board.categories.map((category) => [category.slug, category.label]))
  const byId = new Map(result.data.allNotice.nodes.map((notice) => [notice.id, notice]))
  const plan = planNotices(result.data.allNotice.nodes, [...labels.keys()], buildNow())
  const items: FeedItem[] = plan.feed.map(({ id }) => {
    const notice = byId.get(id)!
    const { title, path: noticePath, date, summary, bodyHtml } = notice
    return { title, path: noticePath, date, summary, bodyHtml, category: labels.get(notice.category) ?? notice.category }
  })
  const channel = {
    siteUrl,
    title: fillPlaceholders(board.feedTitle, values),
    description: fillPlaceholders(board.description, values),
    homePath: NOTICES_BASE,
    language: "en",
  }
  fs.mkdirSync(path.join(publicDir, NOTICES_BASE), { recursive: true })
  fs.writeFileSync(path.join(publicDir, RSS_PATH), rssFeed(channel, items))
  fs.writeFileSync(path.join(publicDir, JSON_FEED_PATH), jsonFeed(channel, items))
}
