// createPages for the notice board: the lists (all notices, then each category, 10 a page) and one page
// per notice, as the build's clock sees them. Lists get the ids of their notices in context, so a
// rebuild on a later day re-renders the lists when a notice expires even if no file changed.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#createPages
import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { LOCALES, localizedPath, type Locale } from "../../lib/i18n/locales"
import { buildNow } from "../build-now"
import { noticeCategories } from "./files"
import { PLANNED_NOTICE_FIELDS, planNotices, type PlannedNotice } from "./plan"

const NOTICE_LIST_TEMPLATE = "src/templates/notice-list-page.tsx"
const NOTICE_TEMPLATE = "src/templates/notice-page.tsx"

interface NoticePagesResult {
  allNotice: { nodes: PlannedNotice[] }
}

export async function createNoticePages(args: CreatePagesArgs, root: string): Promise<void> {
  for (const locale of LOCALES) await createNoticePagesIn(locale, args, root)
}

async function createNoticePagesIn(locale: Locale, { graphql, actions, reporter }: CreatePagesArgs, root: string): Promise<void> {
  const result = await graphql<NoticePagesResult>(
    `
    query NoticePages($locale: String!) {
      allNotice(filter: { locale: { eq: $locale } }) {
        nodes {
          ${PLANNED_NOTICE_FIELDS}
        }
      }
    }
  `,
    { locale },
  )
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the notices in data/notices/.", result.errors)
    return
  }
  const plan = planNotices(result.data.allNotice.nodes, noticeCategories(path.join(root, "data")), buildNow())
  for (const list of plan.lists) {
    actions.createPage({
      path: localizedPath(list.path, locale),
      component: path.resolve(root, NOTICE_LIST_TEMPLATE),
      context: { ids: list.ids, category: list.category ?? "", page: list.page, pageCount: list.pageCount, locale },
    })
  }
  for (const item of plan.items) {
    actions.createPage({
      path: localizedPath(item.path, locale),
      component: path.resolve(root, NOTICE_TEMPLATE),
      context: { id: item.id, expired: item.expired, locale },
    })
  }
}
