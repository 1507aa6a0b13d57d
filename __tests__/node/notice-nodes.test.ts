import path from "node:path"
import { withLatestNotices } from "../../src/node/notices/home-page"
import { noticeContent } from "../../src/node/notices/notice-nodes"
import { noticeRoutes } from "../../src/node/routes"
import { visibleNotices } from "../../src/lib/notices/notices"
import { noticeFiles, summaryFixture } from "../support/notice-fixtures"

const DATA_DIR = path.resolve(__dirname, "../../data")
const now = new Date("2026-11-23T09:00:00+05:45")

describe("noticeContent", () => {
  it("adds the notice's address and its body as HTML, and fills the optional fields", () => {
    const content = noticeContent({ title: "T", date: "2026-11-20", category: "exam", slug: "routine", summary: "S", body: "**Bring** a pen." })
    expect(content).toMatchObject({
      path: "/notices/exam/routine/",
      bodyHtml: "<p><strong>Bring</strong> a pen.</p>\n",
      expires: null,
      picture: null,
      attachments: [],
      pinned: false,
    })
  })
})

describe("withLatestNotices", () => {
  const expected = visibleNotices(noticeFiles().map(summaryFixture), now)
    .slice(0, 3)
    .map((notice) => notice.path)

  it("gives Home the addresses of the first three notices visible at the build's moment", () => {
    const page = withLatestNotices({ path: "/", component: "index.tsx", context: {} }, DATA_DIR, now)
    expect(page?.context).toEqual({ latestNotices: expected })
  })

  it("leaves other pages, and a Home that already has them, alone (so onCreatePage does not loop)", () => {
    expect(withLatestNotices({ path: "/about/", component: "about.tsx", context: {} }, DATA_DIR, now)).toBeNull()
    expect(withLatestNotices({ path: "/", component: "index.tsx", context: { latestNotices: expected } }, DATA_DIR, now)).toBeNull()
  })
})

describe("noticeRoutes", () => {
  it("lists the notice lists and every published notice's page, not those scheduled for later", () => {
    const routes = noticeRoutes(DATA_DIR, now)
    expect(routes).toContain("/notices/")
    const published = noticeFiles().filter((notice) => notice.date <= "2026-11-23")
    const scheduled = noticeFiles().filter((notice) => notice.date > "2026-11-23")
    for (const notice of published) expect(routes).toContain(`/notices/${notice.category}/${notice.slug}/`)
    for (const notice of scheduled) expect(routes).not.toContain(`/notices/${notice.category}/${notice.slug}/`)
  })
})
