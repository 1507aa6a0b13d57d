// The lunch menu, the sitemap for people, the privacy page and the footer's quick links, in Chromium.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import lunchMenu from "../../data/lunch-menu.json"
import privacy from "../../data/privacy.json"
import type sitemap from "../../data/sitemap.json"
import admissionForm from "../../data/admission-form.json"
import applications from "../../data/applications.json"
import { isOwnReceiver } from "../../src/lib/admission/receiver"
import { LOCALES, localeOfPath, localizedPath } from "../../src/lib/i18n/locales"
import { visibleNotices } from "../../src/lib/notices/notices"
import { dataIn, fill, fillIn, site } from "../support/content"
import { boardIn, builtAt, noticesIn } from "../support/notice-content"
import { BASE_URL, DESKTOP, PHONE, hasHorizontalScroll, openPage, useBrowser, visit } from "../support/harness"
import { PAGE_ROUTES } from "../support/routes"

useBrowser()

describe("lunch menu", () => {
  it("lists the school days with their dishes, then Saturday's holiday, readable on a phone", async () => {
    const { page, close } = await openPage({ viewport: PHONE })
    await visit(page, "/lunch-menu/")
    const days = await page.locator("main h2").allTextContents()
    assert.deepEqual(days, [...lunchMenu.days.map((day) => fill(day.day)), fill(lunchMenu.saturday.day)])
    const sunday = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: fill(lunchMenu.days[0]!.day) }) })
    const dishes = (await sunday.getByRole("listitem").allTextContents()).map((text) => text.replace(fill(lunchMenu.vegetarianLabel), ""))
    assert.deepEqual(dishes, lunchMenu.days[0]!.dishes.map((dish) => fill(dish.name)))
    assert.ok(await page.getByText(fill(lunchMenu.saturday.note)).isVisible())
    assert.equal(await hasHorizontalScroll(page), false)
    await close()
  })
})

for (const locale of LOCALES) {
  describe(`sitemap in ${locale}`, () => {
    const at = (path: string) => localizedPath(path, locale)
    const texts = dataIn<typeof sitemap>("sitemap.json", locale)
    const localBoard = boardIn(locale)
    const fillLocal = fillIn(locale)

    it("links every page of its own language, and none of the other, grouped, each link leading to a page that exists", async () => {
      const { page, close } = await openPage({ viewport: DESKTOP })
      await visit(page, at("/sitemap/"))
      const hrefs = await page.locator("main a").evaluateAll((links) => links.map((link) => link.getAttribute("href")))
      const aliases = ["/crest-college/"].map(at)
      const ownRoutes = PAGE_ROUTES.filter((route) => localeOfPath(route) === locale)
      for (const route of ownRoutes.filter((route) => !aliases.includes(route))) {
        assert.ok(hrefs.includes(route), `the sitemap lacks ${route}`)
      }
      for (const href of hrefs) assert.equal(localeOfPath(href!), locale, `${href} is not a page in ${locale}`)
      for (const group of ["school", "curricula", "college", "calendar", "forms", "about"] as const) {
        await page.getByRole("heading", { level: 2, name: fillLocal(texts.groups[group]) }).waitFor()
      }
      for (const href of new Set(hrefs)) {
        assert.equal((await page.request.get(`${BASE_URL}${href}`)).status(), 200, href!)
      }
      await close()
    })

    it("names the notice board, its categories and each notice by its title in its language, not its address", async () => {
      const { page, close } = await openPage({ viewport: DESKTOP })
      await visit(page, at("/sitemap/"))
      const named = async (href: string) => (await page.locator(`main a[href="${href}"]`).first().textContent())?.trim()
      assert.equal(await named(at("/notices/")), fillLocal(localBoard.title))
      for (const category of localBoard.categories) {
        const href = at(`/notices/${category.slug}/`)
        if (await page.locator(`main a[href="${href}"]`).count()) assert.equal(await named(href), fillLocal(category.label))
      }
      const notice = visibleNotices(noticesIn(locale), builtAt)[0]!
      assert.equal(await named(notice.path), fillLocal(notice.title))
      await close()
    })
  })
}

describe("privacy", () => {
  it("says what the site keeps in the browser and what the admission form sends", async () => {
    const { page, close } = await openPage({ viewport: PHONE })
    await visit(page, "/privacy/")
    for (const section of privacy.sections) await page.getByRole("heading", { level: 2, name: fill(section.heading) }).waitFor()
    const endpoint = admissionForm.endpoint
    const sending = endpoint === null ? privacy.form.withoutEndpoint : isOwnReceiver(endpoint) ? privacy.form.withReceiver : privacy.form.withEndpoint
    await page.getByText(fill(sending).replace("{endpoint}", endpoint ?? "").replace("{retentionDays}", String(applications.retentionDays))).waitFor()
    assert.equal(await hasHorizontalScroll(page), false)
    await close()
  })
})

describe("footer quick links", () => {
  it("lead to pages that exist, the location link to the map on Home", async () => {
    const { page, close } = await openPage({ viewport: DESKTOP })
    await visit(page, "/about/")
    const footer = page.getByRole("contentinfo")
    const linked = site.footer.quickLinks.filter((link): link is { label: string; to: string } => "to" in link && Boolean(link.to))
    assert.ok(linked.length > 0)
    for (const link of linked) {
      const href = (await footer.getByRole("link", { name: fill(link.label), exact: true }).getAttribute("href"))!
      const response = await page.request.get(`${BASE_URL}${href}`)
      assert.equal(response.status(), 200, `${link.label} -> ${href}`)
    }
    const location = linked.find((link) => link.to.includes("#"))
    if (location) {
      await footer.getByRole("link", { name: fill(location.label), exact: true }).click()
      const id = location.to.split("#")[1]!
      await page.locator(`[id="${id}"]`).waitFor()
    }
    await close()
  })
})
