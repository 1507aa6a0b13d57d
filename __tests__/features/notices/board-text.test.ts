import { listTexts, noticePageTitles } from "../../../src/features/notices/board-text"
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

describe("noticePageTitles", () => {
  const [first, second] = board.categories
  const paths = [
    "/about/",
    "/notices/",
    `/notices/${first!.slug}/`,
    `/notices/${first!.slug}/page/2/`,
    `/notices/${first!.slug}/some-notice/`,
    "/notices/page/2/",
    `/notices/${second!.slug}/`,
  ]
  const notices = [
    { path: `/notices/${first!.slug}/some-notice/`, title: "A notice" },
    { path: `/notices/${second!.slug}/not-built/`, title: "Not built" },
  ]

  it("titles lists and notices as their own pages do, in the order of the pages, and nothing else", () => {
    const titles = noticePageTitles(paths, board, notices)
    expect(Object.entries(titles)).toEqual([
      ["/notices/", listTexts(board, null, 1, 2).title],
      [`/notices/${first!.slug}/`, first!.label],
      [`/notices/${first!.slug}/page/2/`, listTexts(board, first!.slug, 2, 2).title],
      [`/notices/${first!.slug}/some-notice/`, "A notice"],
      ["/notices/page/2/", listTexts(board, null, 2, 2).title],
      [`/notices/${second!.slug}/`, second!.label],
    ])
  })

  it("counts a list's pages from the pages built, so a later page says how many there are", () => {
    const titles = noticePageTitles(paths, board, notices)
    expect(titles["/notices/page/2/"]).toContain(fillPlaceholders(board.labels.pageOf, { page: 2, count: 2 }).toLowerCase())
  })
})
