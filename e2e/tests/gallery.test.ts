// The photo albums in Chromium, in both languages: the list newest first (reached from the footer),
// Home's newest album (and an album's page drawn by React through the router, its viewer the same), and an
// album's viewer (on its light page) by keyboard (arrows move and write the address, Escape
// closes and gives focus back), by address (a shared ?photo=N opens that picture), by touch (a swipe
// moves on), fetching the large picture only once it is opened, and passing axe's WCAG 2.2 AA rules
// with the viewer open.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "playwright-core"
import type galleryJson from "../../data/gallery.json"
import { LOCALES, localizedPath } from "../../src/lib/i18n/locales"
import { toLocaleDigits } from "../../src/lib/i18n/digits"
import { fillPlaceholders } from "../../src/lib/placeholders"
import { dataIn, fillIn, type site } from "../support/content"
import { DESKTOP, PHONE, hasHorizontalScroll, openPage, useBrowser, visit } from "../support/harness"

useBrowser()

type Gallery = typeof galleryJson

const newestFirst = (gallery: Gallery) => [...gallery.albums].sort((a, b) => b.date.localeCompare(a.date))

for (const locale of LOCALES) {
  const gallery = dataIn<Gallery>("gallery.json", locale)
  const siteIn = dataIn<typeof site>("site.json", locale)
  const fill = fillIn(locale)
  const album = gallery.albums[0]!
  const total = album.pictures.length
  const albumPath = localizedPath(`/gallery/${album.slug}/`, locale)
  const counter = (current: number) =>
    fillPlaceholders(fill(gallery.labels.counter), { current: toLocaleDigits(current, locale), total: toLocaleDigits(total, locale) })
  const viewer = (page: Page, current: number) => page.getByRole("dialog", { name: counter(current) })
  // Each picture is a link to its large file (what a visitor without JavaScript follows), opening the viewer.
  const thumb = (page: Page, index: number) => page.getByRole("link", { name: `${fill(album.pictures[index]!.alt)} ${fill(gallery.labels.open)}` })

  describe(`photo albums in ${locale}`, () => {
    it("lists the albums newest first, reached from the footer, each leading to its page", async () => {
      const footerLink = siteIn.footer.quickLinks.find((link) => link.to === "/gallery")
      assert.ok(footerLink, "data/site.json links /gallery from the footer")
      const { page, errors, close } = await openPage({ viewport: PHONE })
      await visit(page, localizedPath("/about/", locale))
      await page.getByRole("contentinfo").getByRole("link", { name: fill(footerLink.label), exact: true }).click()
      await page.waitForURL(`**${localizedPath("/gallery/", locale)}`)
      await page.getByRole("heading", { level: 1, name: fill(gallery.heading) }).waitFor()
      const titles = await page.locator("main article h2").allTextContents()
      assert.deepEqual(titles, newestFirst(gallery).map((entry) => fill(entry.title)))
      assert.equal(await hasHorizontalScroll(page), false)
      await page.getByRole("link", { name: fill(album.title) }).click()
      await page.waitForURL(`**${albumPath}`)
      await page.getByRole("heading", { level: 1, name: fill(album.title) }).waitFor()
      assert.deepEqual(errors, [])
      await close()
    })

    it("shows the newest album on Home, linked to its page", async () => {
      const newest = newestFirst(gallery)[0]!
      const { page, close } = await openPage({ viewport: DESKTOP })
      await visit(page, localizedPath("/", locale))
      const section = page.getByRole("region", { name: fill(gallery.labels.newest) })
      const link = section.getByRole("link", { name: fill(newest.title) })
      assert.equal(await link.getAttribute("href"), localizedPath(`/gallery/${newest.slug}/`, locale))
      await close()
    })

    it("works by keyboard: Enter opens, the arrows move and write the address, Escape closes and focus goes back", async () => {
      const { page, errors, close } = await openPage({ viewport: DESKTOP })
      await visit(page, albumPath)
      await thumb(page, 1).focus()
      await page.keyboard.press("Enter")
      const dialog = viewer(page, 2)
      await dialog.waitFor()
      assert.ok(await dialog.evaluate((element) => element.contains(document.activeElement)), "focus moved into the viewer")
      assert.equal(new URL(page.url()).searchParams.get("photo"), "2")
      await page.keyboard.press("ArrowRight")
      await viewer(page, 3).waitFor()
      assert.equal(new URL(page.url()).searchParams.get("photo"), "3")
      await page.getByRole("dialog").getByRole("img", { name: fill(album.pictures[2]!.alt) }).waitFor()
      await page.keyboard.press("ArrowLeft")
      await page.keyboard.press("ArrowLeft")
      await page.keyboard.press("ArrowLeft")
      await viewer(page, total).waitFor()
      assert.equal(new URL(page.url()).searchParams.get("photo"), String(total))
      // Tab stays in the viewer.
      for (let step = 0; step < 5; step++) {
        await page.keyboard.press("Tab")
        assert.ok(await page.getByRole("dialog").evaluate((element) => element.contains(document.activeElement)))
      }
      await page.keyboard.press("Escape")
      await page.getByRole("dialog").waitFor({ state: "detached" })
      assert.equal(new URL(page.url()).searchParams.get("photo"), null)
      await page.waitForFunction((name) => document.activeElement?.getAttribute("aria-haspopup") === "dialog" && document.activeElement.textContent?.includes(name), fill(gallery.labels.open))
      assert.equal(await thumb(page, total - 1).evaluate((element) => element === document.activeElement), true)
      assert.deepEqual(errors, [])
      await close()
    })

    it("opens the picture a shared address names, and fetches the large pictures only when opened", async () => {
      const { page, close } = await openPage({ viewport: PHONE })
      const images: string[] = []
      page.on("request", (request) => {
        if (request.resourceType() === "image") images.push(new URL(request.url()).pathname)
      })
      await visit(page, `${albumPath}?photo=3`)
      const dialog = viewer(page, 3)
      await dialog.waitFor()
      const large = dialog.getByRole("img", { name: fill(album.pictures[2]!.alt) })
      await large.waitFor()
      await page.waitForFunction(() => Array.from(document.querySelectorAll("[role=dialog] img")).every((image) => (image as HTMLImageElement).complete))
      const shown = await large.evaluate((image) => new URL((image as HTMLImageElement).currentSrc).pathname)
      assert.ok(images.includes(shown), "the large picture on show was fetched")
      // Without ?photo, no large picture is asked for before one is opened.
      const fresh = await openPage({ viewport: PHONE })
      const before: string[] = []
      fresh.page.on("request", (request) => {
        if (request.resourceType() === "image") before.push(new URL(request.url()).pathname)
      })
      await visit(fresh.page, albumPath)
      await fresh.page.waitForLoadState("networkidle")
      assert.ok(!before.includes(shown), `${shown} was fetched before the viewer opened`)
      await fresh.close()
      await close()
    })

    it("moves on with a sideways swipe on a touch screen", async () => {
      const { page, close } = await openPage({ viewport: PHONE })
      await visit(page, `${albumPath}?photo=1`)
      const dialog = viewer(page, 1)
      await dialog.waitFor()
      // Measured once the large picture is in: the dialog's box is then the one the finger meets.
      await page.waitForFunction(() => (document.querySelector("[role=dialog] img") as HTMLImageElement | null)?.complete === true)
      const box = (await dialog.boundingBox())!
      const y = box.y + box.height / 3
      const start = { x: box.x + box.width * 0.8, y }
      assert.ok(
        await dialog.evaluate((element, point) => element.contains(document.elementFromPoint(point.x, point.y)), start),
        "the swipe starts on the dialog, not on what is around it",
      )
      const swiped = await dialog.elementHandle()
      const cdp = await page.context().newCDPSession(page)
      const touch = async (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
        cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] })
      await touch("touchStart", start.x)
      await touch("touchMove", box.x + box.width * 0.5)
      await touch("touchMove", box.x + box.width * 0.2)
      await touch("touchEnd", box.x + box.width * 0.2)
      // The dialog the finger touched is still the page's: a viewer drawn anew mid-swipe would lose the
      // swipe (its touchend goes to the element the touch started on).
      assert.equal(await swiped!.evaluate((element) => element.isConnected), true, "the dialog was drawn anew during the swipe")
      await viewer(page, 2).waitFor()
      assert.equal(new URL(page.url()).searchParams.get("photo"), "2")
      await close()
    })

    it("meets axe's WCAG 2.2 A and AA rules on the list and on an album with the viewer open", async () => {
      for (const [path, open] of [[localizedPath("/gallery/", locale), false], [`${albumPath}?photo=2`, true]] as const) {
        const { page, close } = await openPage({ viewport: PHONE })
        await visit(page, path)
        if (open) await viewer(page, 2).waitFor()
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze()
        assert.deepEqual(
          results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
          [],
          path,
        )
        await close()
      }
    })
  })
}
