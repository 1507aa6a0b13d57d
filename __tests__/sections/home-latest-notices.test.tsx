import { render, screen, within } from "@testing-library/react"
import React from "react"
import { LatestNotices } from "../../src/features/notices/latest-notices"
import { HomeSections } from "../../src/sections/home/home-sections"
import { visibleNotices } from "../../src/lib/notices/notices"
import { boardFixture, noticeFiles, summaryFixture } from "../support/notice-fixtures"
import { homeFixture } from "../support/page-fixtures"
import { fill, mockSiteQuery } from "../support/site-fixture"

const now = new Date("2026-11-23T09:00:00+05:45")

beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined)
  jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined)
  jest.useFakeTimers().setSystemTime(now)
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe("Home's latest notices", () => {
  const home = homeFixture()
  const latest = visibleNotices(noticeFiles().map(summaryFixture), now).slice(0, 3)

  it("comes after 'Life at', with the heading and link text from data/home.json and the notices as h3 links", () => {
    mockSiteQuery()
    render(<HomeSections home={home} notices={<LatestNotices section={home.notices} notices={latest} board={boardFixture()} />} />)
    const titles = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)
    expect(titles.indexOf(fill(home.notices.title))).toBe(titles.indexOf(fill(home.life.title)) + 1)
    const section = screen.getByRole("region", { name: fill(home.notices.title) })
    expect(within(section).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(
      latest.map((notice) => notice.title),
    )
    expect(within(section).getByRole("link", { name: fill(home.notices.allLabel) })).toHaveAttribute("href", "/notices/")
  })

  it("is left out when the page has no notice board data", () => {
    mockSiteQuery()
    render(<HomeSections home={home} />)
    expect(screen.queryByRole("region", { name: fill(home.notices.title) })).toBeNull()
  })
})
