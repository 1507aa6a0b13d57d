// The notice board in a real browser against the production build: order, pages, category links
// without JavaScript, a notice's page and its download, the feeds, Home's latest notices, and
// notices that expire while the page sits in a visitor's cache.
import assert from "node:assert/strict"
import fs from "node:fs"
import { describe, it } from "node:test"
import { XMLParser } from "fast-xml-parser"
import type { Page } from "playwright-core"
import config from "../../gatsby-config"
import { formatFileSize } from "../../src/lib/notices/file-size"
import { LANGUAGE_TAG, LOCALES, localizedPath } from "../../src/lib/i18n/locales"
import { feedPaths } from "../../src/lib/notices/feed-paths"
import { NOTICES_PER_PAGE, noticeListPath, visibleNotices } from "../../src/lib/notices/notices"
import { nepalDayStart } from "../../src/lib/nepal-time/day"
import { fill, fillIn } from "../support/content"
import { escapeRegExp, home } from "../support/home-content"
import { BASE_URL, PHONE, hasHorizontalScroll, openPage, useBrowser, visit } from "../support/harness"
import {
  EXPIRED_NOTICE_ROUTES,
  board,
  boardIn,
  builtAt,
  isNoticeVisible,
  noticeFile,
  noticesIn,
  visible,
  type SampleNotice,
} from "../support/notice-content"

useBrowser()

const siteUrl = String(config.siteMetadata?.siteUrl ?? "").replace(/\/$/, "")
const DAY = 24 * 60 * 60 * 1000
const label = (slug: string) => board.categories.find((category) => category.slug === slug)!.label

/** The titles of the notices listed on the page, top to bottom. */
async function listedTitles(page: Page, level = 2): Promise<string[]> {
  return page.locator("main li article").getByRole("heading", { level }).allTextContents()
}

describe("/notices/", () => {
  it("lists the visible notices pinned first, then newest first, ten a page, with page links", async () => {
    const { page, errors, close } = await openPage()
    await visit(page, "/notices/")
    assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), fill(board.heading))
    assert.deepEqual(await listedTitles(page), visible.slice(0, NOTICES_PER_PAGE).map((notice) => notice.title))
    assert.ok(visible.length > NOTICES_PER_PAGE, "the sample notices fill more than one page")
    const pages = page.getByRole("navigation", { name: board.labels.pagination })
    await pages.getByRole("link", { name: board.labels.next }).click()
    await page.waitForURL(`${BASE_URL}${noticeListPath(null, 2)}`)
    // The router changes the address before it renders the next page: wait for page 2 to be drawn.
    const current = pages.locator('[aria-current="page"]')
    await pages.locator('[aria-current="page"]', { hasText: /^2$/ }).waitFor()
    assert.deepEqual(await listedTitles(page), visible.slice(NOTICES_PER_PAGE, 2 * NOTICES_PER_PAGE).map((notice) => notice.title))
    assert.equal(await current.textContent(), "2")
    await pages.getByRole("link", { name: board.labels.previous }).click()
    await page.waitForURL(`${BASE_URL}/notices/`)
    assert.deepEqual(errors, [])
    await close()
  })

  it("filters by category with plain links, without JavaScript, marking the current one", async () => {
    const { page, close } = await openPage({ javaScriptEnabled: false })
    await page.goto("/notices/")
    const filter = page.getByRole("navigation", { name: board.labels.filter })
    assert.equal(await filter.locator('[aria-current="page"]').textContent(), board.labels.all)
    for (const category of board.categories) {
      await filter.getByRole("link", { name: category.label, exact: true }).click()
      await page.waitForURL(`${BASE_URL}/notices/${category.slug}/`)
      assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), category.label)
      assert.equal(await filter.locator('[aria-current="page"]').textContent(), category.label)
      const expected = visible.filter((notice) => notice.category === category.slug).slice(0, NOTICES_PER_PAGE)
      assert.deepEqual(await listedTitles(page), expected.map((notice) => notice.title), category.slug)
      if (expected.length === 0) await page.getByText(board.labels.empty).waitFor()
    }
    await close()
  })

  it("fits a phone: no sideways scroll", async () => {
    const { page, close } = await openPage({ viewport: PHONE })
    await visit(page, "/notices/")
    assert.equal(await hasHorizontalScroll(page), false)
    await close()
  })
})

describe("A notice's page", () => {
  const withFiles = visible.find((notice) => notice.attachments?.length)!
  const withPicture = visible.find((notice) => notice.picture)!

  it("shows the title, the day BS first, the category, the body and a way back", async () => {
    const { page, errors, close } = await openPage()
    await visit(page, withFiles.path)
    assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), withFiles.title)
    const day = page.locator(`main time[datetime="${withFiles.date}"]`).first()
    assert.match((await day.innerText()).replace(/\s+/g, " "), /^\S+ \d{1,2}, \d{4} \(\S+ \d{1,2}, \d{4}\)$/)
    await page.getByRole("link", { name: label(withFiles.category), exact: true }).first().waitFor()
    await page.getByRole("link", { name: board.labels.backToList }).click()
    await page.waitForURL(`${BASE_URL}/notices/`)
    assert.deepEqual(errors, [])
    await close()
  })

  it("offers each attachment as a PDF download named with its size, served as a PDF", async () => {
    const { page, close } = await openPage()
    await visit(page, withFiles.path)
    const downloads = page.getByRole("region", { name: board.labels.attachments })
    for (const attachment of withFiles.attachments!) {
      const size = formatFileSize(fs.statSync(noticeFile(attachment.file)).size)
      const link = downloads.getByRole("link", { name: `${attachment.label} (PDF, ${size})` })
      const href = await link.getAttribute("href")
      assert.ok(href)
      const response = await page.request.get(href)
      assert.equal(response.status(), 200)
      assert.match(response.headers()["content-type"] ?? "", /^application\/pdf/)
      assert.equal((await response.body()).subarray(0, 5).toString(), "%PDF-")
    }
    await close()
  })

  it("shows its picture with the alt text from data", async () => {
    const { page, close } = await openPage()
    await visit(page, withPicture.path)
    await page.getByRole("img", { name: withPicture.picture!.alt }).waitFor()
    await close()
  })
})

for (const locale of LOCALES) {
  describe(`Feeds in ${locale}`, () => {
    const at = (path: string) => localizedPath(path, locale)
    const feeds = feedPaths(locale)
    const localBoard = boardIn(locale)
    const fillLocal = fillIn(locale)
    const newest = visibleNotices(noticesIn(locale), builtAt)
      .sort((a, b) => b.date.localeCompare(a.date))
      .slice(0, 20)

    for (const path of ["/", "/notices/"].map(at)) {
      it(`are announced in the head of ${path}, and only this language's`, async () => {
        const { page, close } = await openPage()
        await visit(page, path)
        const rss = page.locator('head link[rel="alternate"][type="application/rss+xml"]')
        const json = page.locator('head link[rel="alternate"][type="application/feed+json"]')
        assert.deepEqual(await rss.evaluateAll((links) => links.map((link) => link.getAttribute("href"))), [`${siteUrl}${feeds.rss}`])
        assert.deepEqual(await json.evaluateAll((links) => links.map((link) => link.getAttribute("href"))), [`${siteUrl}${feeds.json}`])
        await close()
      })
    }

    it(`are linked from the notice board ${at("/notices/")}`, async () => {
      const { page, close } = await openPage()
      await visit(page, at("/notices/"))
      assert.equal(await page.getByRole("link", { name: localBoard.labels.rss, exact: true }).getAttribute("href"), feeds.rss)
      assert.equal(await page.getByRole("link", { name: localBoard.labels.jsonFeed, exact: true }).getAttribute("href"), feeds.json)
      await close()
    })

    it("serves RSS 2.0 with the channel's required elements and the newest notices", async () => {
      const { page, close } = await openPage()
      const response = await page.request.get(feeds.rss)
      assert.equal(response.status(), 200)
      const rss = new XMLParser({ ignoreAttributes: false }).parse(await response.text())
      assert.equal(rss.rss["@_version"], "2.0")
      const channel = rss.rss.channel
      assert.equal(channel.title, fillLocal(localBoard.feedTitle))
      assert.equal(channel.link, `${siteUrl}${at("/notices/")}`)
      assert.equal(channel.description, fillLocal(localBoard.description))
      assert.equal(channel.language, LANGUAGE_TAG[locale])
      assert.equal(channel["atom:link"]["@_href"], `${siteUrl}${feeds.rss}`)
      const items = [channel.item].flat() as { title: string; link: string }[]
      assert.deepEqual(items.map((item) => item.link), newest.map((notice: SampleNotice) => `${siteUrl}${notice.path}`))
      assert.deepEqual(items.map((item) => String(item.title)), newest.map((notice) => notice.title))
      await close()
    })

    it("serves a JSON Feed 1.1 with its required fields", async () => {
      const { page, close } = await openPage()
      const response = await page.request.get(feeds.json)
      assert.equal(response.status(), 200)
      const feed = (await response.json()) as {
        version: string
        title: string
        language: string
        feed_url: string
        home_page_url: string
        items: { id: string; url: string; title: string; content_html: string }[]
      }
      assert.equal(feed.version, "https://jsonfeed.org/version/1.1")
      assert.equal(feed.title, fillLocal(localBoard.feedTitle))
      assert.equal(feed.language, LANGUAGE_TAG[locale])
      assert.equal(feed.feed_url, `${siteUrl}${feeds.json}`)
      assert.equal(feed.home_page_url, `${siteUrl}${at("/notices/")}`)
      assert.deepEqual(feed.items.map((item) => item.url), newest.map((notice) => `${siteUrl}${notice.path}`))
      assert.deepEqual(feed.items.map((item) => item.title), newest.map((notice) => notice.title))
      for (const item of feed.items) assert.ok(item.id && item.content_html)
      await close()
    })
  })
}

describe("Home's latest notices", () => {
  it("shows the three first notices of the board and links to all of them", async () => {
    const { page, close } = await openPage()
    await visit(page, "/")
    const section = page.getByRole("region", { name: fill(home.notices.title) })
    assert.deepEqual(await section.getByRole("heading", { level: 3 }).allTextContents(), visible.slice(0, 3).map((notice) => notice.title))
    await section.getByRole("link", { name: new RegExp(`^${escapeRegExp(fill(home.notices.allLabel))}`) }).click()
    await page.waitForURL(`${BASE_URL}/notices/`)
    await close()
  })
})

describe("A notice that expires while the page is cached", () => {
  /** The earliest expiring notice among these, and the first moment after its last day in Nepal. */
  function firstToExpire(candidates: SampleNotice[]): { notice: SampleNotice; after: number } {
    const notice = candidates.filter((candidate) => candidate.expires).sort((a, b) => a.expires!.localeCompare(b.expires!))[0]
    assert.ok(notice, "a listed sample notice has an expiry")
    return { notice, after: nepalDayStart(notice.expires!) + DAY }
  }

  it("disappears from the list and says so on its own page once the visitor's clock passes its expiry", async () => {
    const { notice, after } = firstToExpire(visible.slice(0, NOTICES_PER_PAGE))
    const { page, close } = await openPage()
    await page.clock.setFixedTime(after - 60_000)
    await visit(page, "/notices/")
    assert.ok((await listedTitles(page)).includes(notice.title), "still listed on its last day")
    await page.clock.setFixedTime(after)
    await visit(page, "/notices/")
    const titles = await listedTitles(page)
    assert.ok(!titles.includes(notice.title), `${notice.title} is gone`)
    const stillUp = visible.slice(0, NOTICES_PER_PAGE).filter((item) => isNoticeVisible(item, after))
    assert.deepEqual(titles, stillUp.map((item) => item.title))
    await visit(page, notice.path)
    await page.getByRole("status").getByText(board.labels.expired).waitFor()
    await close()
  })

  it("disappears from Home too", async () => {
    const { notice, after } = firstToExpire(visible.slice(0, 3))
    const { page, close } = await openPage()
    await page.clock.setFixedTime(after)
    await visit(page, "/")
    const section = page.getByRole("region", { name: fill(home.notices.title) })
    const titles = await section.getByRole("heading", { level: 3 }).allTextContents()
    assert.ok(!titles.includes(notice.title), `${notice.title} is gone`)
    assert.deepEqual(titles, visible.slice(0, 3).filter((item) => isNoticeVisible(item, after)).map((item) => item.title))
    await close()
  })
})

describe("The page of a notice that had expired at build", () => {
  it("stays, says it has expired, links to the current notices and asks search engines to drop it", async () => {
    assert.ok(EXPIRED_NOTICE_ROUTES.length > 0, "a sample notice has expired")
    const { page, close } = await openPage({ javaScriptEnabled: false })
    for (const route of EXPIRED_NOTICE_ROUTES) {
      const response = await page.goto(route)
      assert.equal(response?.status(), 200)
      await page.getByRole("status").getByText(board.labels.expired).waitFor()
      assert.equal(await page.locator('head meta[name="robots"]').getAttribute("content"), "noindex, follow")
      await page.getByRole("link", { name: board.labels.backToList }).waitFor()
    }
    await close()
  })
})
