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
  const heading = entry?.label ?? board.heading
  const title = entry?.label ?? board.title
  return {
    heading,
    intro: entry?.description ?? board.intro,
    title: page > 1 ? `${title}, ${pageOf(board.labels.pageOf, page, pageCount).toLowerCase()}` : title,
    description: entry?.description ?? board.description,
  }
}
