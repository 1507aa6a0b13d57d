// Turning the notice board's data into what the components show: category names and filled labels.
import { toLocaleDigits } from "../../lib/i18n/digits"
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/locales"
import { noticeListPath } from "../../lib/notices/notices"
import { fillPlaceholders } from "../../lib/placeholders"
import type { NoticeBoard } from "./fragments"

export function categoryLabels(board: Pick<NoticeBoard, "categories">): Map<string, string> {
  return new Map(board.categories.map((category) => [category.slug, category.label]))
}

/** "Page {page} of {count}" with the numbers in, in the language's digits. */
export function pageOf(template: string, page: number, count: number, locale: Locale = DEFAULT_LOCALE): string {
  return fillPlaceholders(template, { page: toLocaleDigits(page, locale), count: toLocaleDigits(count, locale) })
}

/** The list page's title, heading and introduction: the board's own, or its category's. */
export function listTexts(
  board: NoticeBoard,
  category: string | null,
  page: number,
  pageCount: number,
  locale: Locale = DEFAULT_LOCALE,
) {
  const entry = category ? board.categories.find((candidate) => candidate.slug === category) : undefined
  const title = entry?.label ?? board.title
  const description = entry?.description ?? board.description
  // Later pages say which page they are, so no two pages share a title or a description.
  const where = page > 1 ? pageOf(board.labels.pageOf, page, pageCount, locale) : null
  return {
    heading: entry?.label ?? board.heading,
    intro: entry?.description ?? board.intro,
    title: where ? `${title}, ${where.toLowerCase()}` : title,
    description: where ? `${description} ${where}.` : description,
  }
}

/**
 * The title of each notice page among `paths` (the pages the build made), keyed in the order of
 * `paths`: a list's own title (with its page on later pages), a notice's title.
 */
export function noticePageTitles(
  paths: readonly string[],
  board: NoticeBoard,
  notices: readonly { path: string; title: string }[],
  locale: Locale = DEFAULT_LOCALE,
): Record<string, string> {
  const built = new Set(paths)
  const lists = new Map<string, string>()
  for (const category of [null, ...board.categories.map((entry) => entry.slug)]) {
    let count = 0
    while (built.has(noticeListPath(category, count + 1))) count++
    for (let page = 1; page <= count; page++) lists.set(noticeListPath(category, page), listTexts(board, category, page, count, locale).title)
  }
  const items = new Map(notices.map((notice) => [notice.path, notice.title]))
  const titles: Record<string, string> = {}
  for (const path of paths) {
    const title = lists.get(path) ?? items.get(path)
    if (title !== undefined) titles[path] = title
  }
  return titles
}
