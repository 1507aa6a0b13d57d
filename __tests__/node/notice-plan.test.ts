import { planNotices, type PlannedNotice } from "../../src/node/notices/plan"

const CATEGORIES = ["news", "exam", "holiday"]
const now = new Date("2026-11-23T09:00:00+05:45")

function notice(index: number, fields: Partial<PlannedNotice> = {}): PlannedNotice {
  const day = String(1 + (index % 28)).padStart(2, "0")
  return { id: `n${index}`, title: `Notice ${index}`, category: "news", slug: `notice-${index}`, date: `2026-10-${day}`, ...fields }
}

describe("planNotices", () => {
  it("pages the visible notices ten at a time, pinned first then newest, for all and for each category", () => {
    const notices = [...Array.from({ length: 12 }, (_, index) => notice(index)), notice(99, { category: "exam", date: "2026-07-01", pinned: true })]
    const plan = planNotices(notices, CATEGORIES, now)
    const all = plan.lists.filter((list) => list.category === null)
    expect(all.map((list) => [list.path, list.page, list.pageCount, list.ids.length])).toEqual([
      ["/notices/", 1, 2, 10],
      ["/notices/page/2/", 2, 2, 3],
    ])
    expect(all[0]!.ids.slice(0, 3)).toEqual(["n99", "n11", "n10"])
    expect(plan.lists.filter((list) => list.category !== null).map((list) => [list.path, list.ids.length])).toEqual([
      ["/notices/news/", 10],
      ["/notices/news/page/2/", 2],
      ["/notices/exam/", 1],
      ["/notices/holiday/", 0],
    ])
  })

  it("leaves a notice dated in the future out of every list and gives it no page yet", () => {
    const plan = planNotices([notice(1), notice(2, { date: "2026-11-24" })], CATEGORIES, now)
    expect(plan.lists.flatMap((list) => list.ids)).not.toContain("n2")
    expect(plan.items.map((item) => item.id)).toEqual(["n1"])
    expect(plan.latest.map((item) => item.id)).toEqual(["n1"])
  })

  it("takes an expired notice off the lists, Home and the feeds, but keeps its page, marked expired", () => {
    const plan = planNotices([notice(1), notice(2, { expires: "2026-11-22" }), notice(3, { expires: "2026-11-23" })], CATEGORIES, now)
    expect(plan.lists[0]!.ids).toEqual(["n3", "n1"])
    expect(plan.latest.map((item) => item.id)).toEqual(["n3", "n1"])
    expect(plan.feed.map((item) => item.id)).toEqual(["n3", "n1"])
    expect(plan.items).toEqual([
      { path: "/notices/news/notice-1/", id: "n1", expired: false },
      { path: "/notices/news/notice-2/", id: "n2", expired: true },
      { path: "/notices/news/notice-3/", id: "n3", expired: false },
    ])
  })

  it("gives Home the three first notices of the board and the feeds the twenty newest", () => {
    const notices = [...Array.from({ length: 25 }, (_, index) => notice(index)), notice(50, { date: "2026-07-01", pinned: true })]
    const plan = planNotices(notices, CATEGORIES, now)
    expect(plan.latest.map((item) => item.id)).toEqual(["n50", "n24", "n23"])
    expect(plan.feed).toHaveLength(20)
    expect(plan.feed[0]!.id).toBe("n24")
    expect(plan.feed.map((item) => item.id)).not.toContain("n50")
  })
})
