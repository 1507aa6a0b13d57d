import { listTexts } from "../../../src/features/notices/board-text"
import { fillPlaceholders } from "../../../src/lib/placeholders"
import { boardFixture } from "../../support/notice-fixtures"

const board = boardFixture()

describe("listTexts", () => {
  it("uses the board's own words for all notices, and the category's on its page", () => {
    expect(listTexts(board, null, 1, 2)).toEqual({ heading: board.heading, intro: board.intro, title: board.title, description: board.description })
    const category = board.categories[0]!
    expect(listTexts(board, category.slug, 1, 1)).toMatchObject({ heading: category.label, title: category.label, description: category.description })
  })

  it("names the page on later pages, so no two pages share a title or description", () => {
    const where = fillPlaceholders(board.labels.pageOf, { page: 2, count: 3 })
    const texts = listTexts(board, null, 2, 3)
    expect(texts.title).toBe(`${board.title}, ${where.toLowerCase()}`)
    expect(texts.description).toBe(`${board.description} ${where}.`)
  })
})
