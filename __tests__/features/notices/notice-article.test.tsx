import { act, render, screen, within } from "@testing-library/react"
import React from "react"
import { NoticeArticle, type NoticeDetail } from "../../../src/features/notices/notice-article"
import { fillPlaceholders } from "../../../src/lib/placeholders"
import { nepalDayStart } from "../../../src/lib/nepal-time/day"
import { renderNoticeMarkdown } from "../../../src/node/notices/markdown"
import { startPageModules } from "../../support/modules"
import { imageFile } from "../../support/page-fixtures"
import { boardFixture, categoryLabel, noticeFiles, type NoticeJson } from "../../support/notice-fixtures"

const board = boardFixture()
const DAY = 24 * 60 * 60 * 1000
const withAttachments = noticeFiles().find((notice) => notice.attachments?.length && notice.expires)!
const withPicture = noticeFiles().find((notice) => notice.picture)!

function detail(notice: NoticeJson, sizes: number[] = []): NoticeDetail {
  return {
    title: notice.title,
    date: notice.date,
    expires: notice.expires ?? null,
    category: notice.category,
    summary: notice.summary,
    bodyHtml: renderNoticeMarkdown(notice.body),
    untranslated: [],
    picture: notice.picture ? { alt: notice.picture.alt, image: imageFile(notice.picture.image), share: null } : null,
    attachments: (notice.attachments ?? []).map((attachment, index) => ({
      label: attachment.label,
      file: { publicURL: `/static/abc/${attachment.file.split("/").pop()}`, size: sizes[index] ?? 1024, extension: "pdf" },
    })),
  } as NoticeDetail
}

afterEach(() => jest.useRealTimers())

describe("NoticeArticle", () => {
  it("shows the title as the only h1, the publish day BS first, the category linking to its list, and the body", () => {
    jest.useFakeTimers().setSystemTime(nepalDayStart(withAttachments.date))
    render(<NoticeArticle notice={detail(withAttachments)} board={board} expiredAtBuild={false} />)
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([withAttachments.title])
    expect(document.querySelector(`time[datetime="${withAttachments.date}"]`)).not.toBeNull()
    expect(screen.getByRole("link", { name: categoryLabel(withAttachments.category) })).toHaveAttribute(
      "href",
      `/notices/${withAttachments.category}/`,
    )
    expect(screen.getByRole("link", { name: board.labels.backToList })).toHaveAttribute("href", "/notices/")
    // Written for the visitor's clock to show once the notice expires, hidden until then.
    expect(screen.queryByRole("status")).toBeNull()
    expect(screen.getByText(board.labels.expired)).not.toBeVisible()
  })

  it("offers each attachment as a download named with its type and size", () => {
    render(<NoticeArticle notice={detail(withAttachments, [14 * 1024 + 10])} board={board} expiredAtBuild={false} />)
    const downloads = screen.getByRole("region", { name: board.labels.attachments })
    const first = withAttachments.attachments![0]!
    const name = fillPlaceholders(board.labels.attachment, { label: first.label, type: "PDF", size: "14 KB" })
    const link = within(downloads).getByRole("link", { name })
    expect(link.getAttribute("href")).toMatch(/\.pdf$/)
    expect(link).toHaveAttribute("download")
  })

  it("shows the picture with its alt text", () => {
    render(<NoticeArticle notice={detail(withPicture)} board={board} expiredAtBuild={false} />)
    expect(screen.getByRole("img", { name: withPicture.picture!.alt })).toBeInTheDocument()
  })

  it("says the notice has expired when it had at build", () => {
    render(<NoticeArticle notice={detail(withAttachments)} board={board} expiredAtBuild />)
    expect(screen.getByRole("status")).toHaveTextContent(board.labels.expired)
  })

  it("says so too when the expiry passed after the build, by the visitor's clock", async () => {
    jest.useFakeTimers().setSystemTime(nepalDayStart(withAttachments.expires!) + DAY)
    render(<NoticeArticle notice={detail(withAttachments)} board={board} expiredAtBuild={false} />)
    await startPageModules()
    expect(screen.getByRole("status")).toHaveTextContent(board.labels.expired)
  })

  it("says so once the expiry passes while the page stays open, at Nepal's midnight after the last day", async () => {
    jest.useFakeTimers().setSystemTime(nepalDayStart(withAttachments.expires!) + DAY - 30_000)
    render(<NoticeArticle notice={detail(withAttachments)} board={board} expiredAtBuild={false} />)
    await startPageModules()
    expect(screen.queryByRole("status")).toBeNull()
    act(() => {
      jest.advanceTimersByTime(60_000)
    })
    expect(screen.getByRole("status")).toHaveTextContent(board.labels.expired)
  })

  it("writes no such line for a notice that never expires", () => {
    const lasting = noticeFiles().find((notice) => !notice.expires)!
    render(<NoticeArticle notice={detail(lasting)} board={board} expiredAtBuild={false} />)
    expect(screen.queryByText(board.labels.expired)).toBeNull()
  })
})

describe("a notice's page on its prebuilt markup", () => {
  /** The article as the build writes it, drawn on its publish day, put in the page at `now`. */
  function prebuilt(expiredAtBuild: boolean, now: number) {
    jest.useFakeTimers().setSystemTime(nepalDayStart(withAttachments.date))
    const { container, unmount } = render(<NoticeArticle notice={detail(withAttachments)} board={board} expiredAtBuild={expiredAtBuild} />)
    const html = container.innerHTML
    unmount()
    jest.setSystemTime(now)
    document.body.innerHTML = html
  }

  it("says the notice has expired once the visitor's clock passes its expiry", async () => {
    prebuilt(false, nepalDayStart(withAttachments.expires!) + DAY - 30_000)
    await startPageModules()
    expect(screen.queryByRole("status")).toBeNull()
    jest.advanceTimersByTime(60_000)
    expect(screen.getByRole("status")).toHaveTextContent(board.labels.expired)
  })

  it("keeps saying so for a notice that had expired at build, whatever the clock", async () => {
    prebuilt(true, nepalDayStart(withAttachments.date))
    await startPageModules()
    expect(screen.getByRole("status")).toHaveTextContent(board.labels.expired)
  })
})
