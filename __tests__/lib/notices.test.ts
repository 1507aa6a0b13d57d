import { toLocaleDigits } from "../../src/lib/i18n/digits"
import { messagesFor } from "../../src/lib/messages"
import { fileTypeName, formatFileSize } from "../../src/lib/notices/file-size"
import {
  compareNotices,
  isNoticeExpired,
  isNoticeVisible,
  noticeListPath,
  noticePath,
  pageCount,
  visibleNotices,
} from "../../src/lib/notices/notices"

const at = (localTime: string) => new Date(`${localTime}+05:45`)

describe("notice visibility", () => {
  const notice = { title: "Exam routine", date: "2026-11-20", expires: "2026-11-25" }

  it("shows a notice from its publish day through its expiry day, in Nepal time", () => {
    expect(isNoticeVisible(notice, at("2026-11-19T23:59:00"))).toBe(false)
    expect(isNoticeVisible(notice, at("2026-11-20T00:00:00"))).toBe(true)
    expect(isNoticeVisible(notice, at("2026-11-25T23:59:00"))).toBe(true)
    expect(isNoticeVisible(notice, at("2026-11-26T00:00:00"))).toBe(false)
    expect(isNoticeExpired(notice, at("2026-11-26T00:00:00"))).toBe(true)
  })

  it("keeps a notice without expiry up for good", () => {
    expect(isNoticeVisible({ date: "2026-07-01", expires: null }, at("2030-01-01T00:00:00"))).toBe(true)
  })
})

describe("notice order", () => {
  const notices = [
    { title: "B older", date: "2026-10-01" },
    { title: "Pinned but old", date: "2026-07-01", pinned: true },
    { title: "Newest", date: "2026-11-20" },
    { title: "A older", date: "2026-10-01" },
  ]

  it("puts pinned notices first, then the newest, and the title settles a tie", () => {
    expect([...notices].sort(compareNotices).map((notice) => notice.title)).toEqual(["Pinned but old", "Newest", "A older", "B older"])
  })

  it("lists only what is visible at the moment asked", () => {
    const withFuture = [...notices, { title: "Scheduled", date: "2026-12-20" }, { title: "Gone", date: "2026-10-01", expires: "2026-10-05" }]
    expect(visibleNotices(withFuture, at("2026-11-23T09:00:00")).map((notice) => notice.title)).toEqual([
      "Pinned but old",
      "Newest",
      "A older",
      "B older",
    ])
  })
})

describe("notice addresses", () => {
  it("gives each notice /notices/<category>/<slug>/ and each list its page addresses", () => {
    expect(noticePath("exam", "routine-2083")).toBe("/notices/exam/routine-2083/")
    expect(noticeListPath(null)).toBe("/notices/")
    expect(noticeListPath(null, 2)).toBe("/notices/page/2/")
    expect(noticeListPath("news", 1)).toBe("/notices/news/")
    expect(noticeListPath("news", 3)).toBe("/notices/news/page/3/")
  })

  it("counts pages of ten, with one page even when the list is empty", () => {
    expect([0, 1, 10, 11, 20, 21].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 2, 3])
  })
})

describe("formatFileSize", () => {
  it("rounds to whole kilobytes, never 0, and switches to megabytes", () => {
    expect(formatFileSize(300)).toBe("1 KB")
    expect(formatFileSize(14 * 1024 + 100)).toBe("14 KB")
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe("1.3 MB")
    expect(formatFileSize(12.4 * 1024 * 1024)).toBe("12 MB")
  })

  it("writes a Nepali size and type in the words of data/ne/messages.json, with no Latin letter or digit", () => {
    const { files } = messagesFor("ne")
    expect(formatFileSize(14 * 1024 + 100, "ne")).toBe(`${toLocaleDigits(14, "ne")} ${files.kilobytes}`)
    expect(formatFileSize(1.25 * 1024 * 1024, "ne")).toBe(`${toLocaleDigits("1.3", "ne")} ${files.megabytes}`)
    expect(fileTypeName("pdf", "ne")).toBe(files.pdf)
    expect(`${fileTypeName("PDF", "ne")} ${formatFileSize(300, "ne")}`).not.toMatch(/[A-Za-z0-9]/)
  })
})
