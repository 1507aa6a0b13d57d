// Turning the notice board's data into what the components show: category names and filled labels.
import { fillPlaceholders } from "../../lib/placeholders"
import type { NoticeBoard } from "./fragments"

export function categoryLabels(board: Pick<NoticeBoard, "categories">): Map<string, string> {
  return new Map(board.categories.map((category) => [category.slug, category.label]))
}

/** "Page {page} of {count}" with the numbers in. */
export function pageOf(template: string, page: number, count: number): string {
  return fillPlaceholders(template, { page, count })
}

/** The list page's title, heading and introduction: the board's own, or its category's. */
export function listTexts(board: NoticeBoard, category: string | null, page: number, pageCount: number) {
  const entry = category ? board.categories.find((candidate) => candidate.slug === category) : undefined
  const title = entry?.label ?? board.title
  const description = entry?.description ?? board.description
  // Later pages say which page they are, so no two pages share a title or a description.
  const where = page > 1 ? pageOf(board.labels.pageOf, page, pageCount) : null
  return {
    heading: entry?.label ?? board.heading,
    intro: entry?.description ?? board.intro,
    title: where ? `${title}, ${where.toLowerCase()}` : title,
    description: where ? `${description} ${where}.` : description,
  }
}
