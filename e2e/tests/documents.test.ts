// The documents library and the scholarships page in both languages, in Chromium: the category filter
// works with JavaScript off and keeps its address (and marks the category shown once the page runs), a document's page links its file and the server
// serves it, and the scholarships' dates and documents link where data/scholarships.json says.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { describe, it } from "node:test"
import type documentsJson from "../../data/documents.json"
import type scholarshipsJson from "../../data/scholarships.json"
import { eventPath } from "../../src/lib/calendar/paths"
import { documentPath } from "../../src/lib/documents/paths"
import { LOCALES, localizedPath } from "../../src/lib/i18n/locales"
import { readEvents } from "../../src/node/calendar/read-events"
import { dataIn, fillIn } from "../support/content"
import { DESKTOP, PHONE, hasHorizontalScroll, openPage, useBrowser, visit } from "../support/harness"

useBrowser()

type Documents = typeof documentsJson
type Scholarships = typeof scholarshipsJson

const DATA_DIR = path.resolve(__dirname, "../../data")
const events = readEvents(DATA_DIR)

/** The titles of the documents a visitor can see on the page, in the page's order. */
const visibleTitles = (titles: Element[]) => titles.filter((title) => (title as HTMLElement).offsetParent !== null).map((title) => title.textContent ?? "")

for (const locale of LOCALES) {
  const library = dataIn<Documents>("documents.json", locale)
  const scholarships = dataIn<Scholarships>("scholarships.json", locale)
  const fill = fillIn(locale)
  const libraryPath = localizedPath("/documents/", locale)
  const titlesIn = (category: string) => library.documents.filter((document) => document.category === category).map((document) => fill(document.title))
  const everyTitle = library.categories.flatMap((category) => titlesIn(category.slug))

  describe(`documents library in ${locale}`, () => {
    it("narrows the list to one category without JavaScript, from a shared address or a click, and shows all again", async () => {
      const { page, close } = await openPage({ javaScriptEnabled: false, viewport: PHONE })
      const titles = page.locator("main article h3")
      await page.goto(libraryPath)
      assert.deepEqual(await titles.evaluateAll(visibleTitles), everyTitle)
      assert.equal(await hasHorizontalScroll(page), false)
      const [shared, ...others] = library.categories
      // An address someone shared: the category alone.
      await page.goto(`${libraryPath}#${shared!.slug}`)
      assert.deepEqual(await titles.evaluateAll(visibleTitles), titlesIn(shared!.slug))
      const filter = page.getByRole("navigation", { name: fill(library.labels.filter) })
      for (const category of others) {
        await filter.getByRole("link", { name: fill(category.label), exact: true }).click()
        assert.equal(new URL(page.url()).hash, `#${category.slug}`)
        assert.deepEqual(await titles.evaluateAll(visibleTitles), titlesIn(category.slug), category.slug)
      }
      await filter.getByRole("link", { name: fill(library.labels.all), exact: true }).click()
      assert.deepEqual(await titles.evaluateAll(visibleTitles), everyTitle)
      await close()
    })

    it("marks the link of the category shown as the current one, once the page runs", async () => {
      const { page, close } = await openPage({ viewport: PHONE })
      const filter = page.getByRole("navigation", { name: fill(library.labels.filter) })
      const currentLinks = () => filter.locator('a[aria-current="true"]').allTextContents()
      const [shared, other] = library.categories
      await visit(page, `${libraryPath}#${shared!.slug}`)
      await page.waitForFunction(() => document.querySelector('nav a[aria-current="true"]') !== null)
      assert.deepEqual(await currentLinks(), [fill(shared!.label)])
      await filter.getByRole("link", { name: fill(other!.label), exact: true }).click()
      await page.waitForFunction((label) => document.querySelector('nav a[aria-current="true"]')?.textContent === label, fill(other!.label))
      await filter.getByRole("link", { name: fill(library.labels.all), exact: true }).click()
      await page.waitForFunction((label) => document.querySelector('nav a[aria-current="true"]')?.textContent === label, fill(library.labels.all))
      assert.deepEqual(await currentLinks(), [fill(library.labels.all)])
      await close()
    })

    it("gives each document a page that links its file, which the server serves whole", async () => {
      const { page, close } = await openPage({ viewport: DESKTOP })
      for (const document of library.documents) {
        const response = await page.goto(localizedPath(documentPath(document.slug), locale))
        assert.equal(response?.status(), 200, document.slug)
        assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), fill(document.title))
        const href = (await page.locator("main a[download]").getAttribute("href")) ?? ""
        assert.ok(href.endsWith(".pdf"), `${document.slug}: ${href}`)
        const file = await page.request.get(href)
        assert.equal(file.status(), 200, href)
        assert.match(file.headers()["content-type"] ?? "", /application\/pdf/)
        const body = await file.body()
        assert.equal(body.length, fs.statSync(path.join(DATA_DIR, document.file)).size, `${href} is the whole of ${document.file}`)
        assert.equal(body.subarray(0, 5).toString("latin1"), "%PDF-")
      }
      await close()
    })
  })

  describe(`scholarships page in ${locale}`, () => {
    it("links each date to its calendar event and each document to its page, as the data says", async () => {
      const { page, close } = await openPage({ viewport: DESKTOP })
      await visit(page, localizedPath("/scholarships/", locale))
      assert.equal(await hasHorizontalScroll(page), false)
      for (const kind of scholarships.kinds) {
        const section = page.getByRole("region", { name: fill(kind.name), exact: true })
        for (const date of kind.dates as { label: string; day: string; event?: string }[]) {
          const item = section.locator("li").filter({ hasText: fill(date.label) })
          const link = item.getByRole("link")
          if (!date.event) {
            assert.equal(await link.count(), 0, `${kind.slug}: ${date.label}`)
            continue
          }
          const event = events.find((candidate) => candidate.slug === date.event)!
          assert.equal(await link.getAttribute("href"), localizedPath(eventPath({ slug: event.slug, startDay: event.start }), locale))
        }
        const links = await section.locator("a[href*='/documents/']").evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))
        assert.deepEqual(links, kind.documents.map((slug) => localizedPath(documentPath(slug), locale)), kind.slug)
      }
      await close()
    })

    it("leads from a date to its event in the calendar and from a document to its page", async () => {
      const { page, close } = await openPage({ viewport: PHONE })
      await visit(page, localizedPath("/scholarships/", locale))
      const kind = scholarships.kinds.find((entry) => (entry.dates as { event?: string }[]).some((date) => date.event))!
      const date = (kind.dates as { label: string; event?: string }[]).find((entry) => entry.event)!
      const section = page.getByRole("region", { name: fill(kind.name), exact: true })
      await section.locator("li").filter({ hasText: fill(date.label) }).getByRole("link").click()
      await page.waitForURL((url) => url.hash === `#${date.event}`)
      await page.locator(`main [id="${date.event}"]`).waitFor()
      await visit(page, localizedPath("/scholarships/", locale))
      const slug = kind.documents[0]!
      const document = library.documents.find((entry) => entry.slug === slug)!
      await page.getByRole("region", { name: fill(kind.name), exact: true }).getByRole("link", { name: fill(document.title) }).click()
      await page.waitForURL((url) => url.pathname === localizedPath(documentPath(slug), locale))
      // The router may change the address a moment before it draws the page.
      await page.getByRole("heading", { level: 1, name: fill(document.title), exact: true }).waitFor()
      await close()
    })
  })
}
