import { act, render, screen, within } from "@testing-library/react"
import React from "react"
import { categoryLabels } from "../../../src/features/notices/board-text"
import { NoticeList } from "../../../src/features/notices/notice-list"
import { nepalDayStart } from "../../../src/lib/nepal-time/day"
import { startPageModules } from "../../support/modules"
import { boardFixture, categoryLabel, noticeFiles, summaryFixture } from "../../support/notice-fixtures"

const board = boardFixture()
const DAY = 24 * 60 * 60 * 1000
const expiring = noticeFiles().find((notice) => notice.expires)!
const lasting = noticeFiles().find((notice) => !notice.expires && notice.date <= expiring.expires!)!
const notices = [summaryFixture(lasting), summaryFixture(expiring)]

/** The list drawn by React, then kept current by its module, as in the browser. */
async function started(ui: React.ReactElement): Promise<ReturnType<typeof render>> {
  const view = render(ui)
  await startPageModules()
  return view
}

function renderList() {
  return started(<NoticeList notices={notices} categoryLabels={categoryLabels(board)} pinnedLabel={board.labels.pinned} empty={board.labels.empty} />)
}

afterEach(() => jest.useRealTimers())

describe("NoticeList", () => {
  it("shows each notice as a linked heading with its category, Bikram Sambat day and summary, pinned first", async () => {
    // The expiry day: both notices are up.
    jest.useFakeTimers().setSystemTime(nepalDayStart(expiring.expires!))
    await renderList()
    const items = screen.getAllByRole("listitem")
    const order = [...notices].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.date.localeCompare(a.date))
    expect(items.map((item) => within(item).getByRole("heading", { level: 2 }).textContent)).toEqual(order.map((notice) => notice.title))
    const first = within(items[0]!)
    expect(first.getByRole("link", { name: order[0]!.title })).toHaveAttribute("href", order[0]!.path)
    expect(first.getByText(categoryLabel(order[0]!.category))).toBeInTheDocument()
    expect(first.getByText(order[0]!.summary)).toBeInTheDocument()
    expect(items[0]!.querySelector(`time[datetime="${order[0]!.date}"]`)).not.toBeNull()
  })

  it("hides, in the browser, a notice whose expiry day has passed in Nepal since the build", async () => {
    jest.useFakeTimers().setSystemTime(nepalDayStart(expiring.expires!) + DAY - 1)
    const { unmount } = await renderList()
    expect(screen.getByRole("link", { name: expiring.title })).toBeInTheDocument()
    unmount()
    jest.setSystemTime(nepalDayStart(expiring.expires!) + DAY)
    await renderList()
    expect(screen.queryByRole("link", { name: expiring.title })).toBeNull()
    expect(screen.getByRole("link", { name: lasting.title })).toBeInTheDocument()
  })

  it("says so when nothing is left to show", async () => {
    await started(<NoticeList notices={[]} categoryLabels={categoryLabels(board)} pinnedLabel={board.labels.pinned} empty={board.labels.empty} />)
    expect(screen.getByText(board.labels.empty)).toBeInTheDocument()
    expect(screen.queryByRole("list")).toBeNull()
  })

  it("marks a pinned notice with the board's word for it", async () => {
    const pinned = noticeFiles().find((notice) => notice.pinned)!
    jest.useFakeTimers().setSystemTime(nepalDayStart(pinned.date))
    await started(
      <NoticeList notices={[summaryFixture(pinned)]} categoryLabels={categoryLabels(board)} pinnedLabel={board.labels.pinned} empty="" />,
    )
    expect(within(screen.getByRole("listitem")).getByText(board.labels.pinned)).toBeInTheDocument()
  })

  it("moves on while the page stays open: a notice goes at Nepal's midnight after its last day, and the empty message comes when none is left", async () => {
    jest.useFakeTimers().setSystemTime(nepalDayStart(expiring.expires!) + DAY - 30_000)
    await started(<NoticeList notices={[summaryFixture(expiring)]} categoryLabels={categoryLabels(board)} pinnedLabel={board.labels.pinned} empty={board.labels.empty} />)
    expect(screen.getByRole("link", { name: expiring.title })).toBeInTheDocument()
    expect(screen.getByText(board.labels.empty)).not.toBeVisible()
    act(() => {
      jest.advanceTimersByTime(60_000)
    })
    expect(screen.queryByRole("link", { name: expiring.title })).toBeNull()
    expect(screen.getByText(board.labels.empty)).toBeVisible()
  })

  it("is kept current on the prebuilt markup as the HTML parser leaves it", async () => {
    // Drawn (as the build draws it) on the last day, looked at the day after.
    jest.useFakeTimers().setSystemTime(nepalDayStart(expiring.expires!))
    const { container, unmount } = render(
      <NoticeList notices={notices} categoryLabels={categoryLabels(board)} pinnedLabel={board.labels.pinned} empty={board.labels.empty} />,
    )
    const html = container.innerHTML
    unmount()
    jest.setSystemTime(nepalDayStart(expiring.expires!) + DAY)
    document.body.innerHTML = html
    expect(screen.getByRole("link", { name: expiring.title })).toBeInTheDocument()
    await startPageModules()
    expect(screen.queryByRole("link", { name: expiring.title })).toBeNull()
    expect(screen.getByRole("link", { name: lasting.title })).toBeInTheDocument()
  })
})
