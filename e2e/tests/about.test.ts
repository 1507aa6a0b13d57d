// About in a real browser against the production build: texts from data/about.json,
// jump links landing below the sticky bar, the YouTube facade contacting nobody before the click, the
// team, the first-visit flag, and the page starting at the top after client-side navigation.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "playwright-core"
import { BASE_URL, DESKTOP, FIRST_VISIT_KEY, PHONE, hasHorizontalScroll, openPage, useBrowser, visit } from "../support/harness"
import { about } from "../support/about-content"
import { fill, site } from "../support/content"
import { recordForeignRequests } from "../support/requests"

useBrowser()

/** Waits until the page stops scrolling (smooth scrolling takes a few frames). */
async function scrollSettled(page: Page) {
  let last = -1
  for (let still = 0; still < 4; ) {
    await page.waitForTimeout(50)
    const y = await page.evaluate(() => window.scrollY)
    still = y === last ? still + 1 : 0
    last = y
  }
}

describe("About page content", () => {
  it("has its heading as its only h1, and the vision and the mission with their points", async () => {
    const { page, errors, close } = await openPage()
    await visit(page, "/about/")
    assert.equal(await page.getByRole("heading", { level: 1 }).count(), 1)
    assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), fill(about.heading))
    await page.getByText(fill(about.intro)).waitFor()
    for (const statement of [about.vision, about.mission]) {
      const region = page.getByRole("region", { name: statement.title })
      const points = await region.getByRole("listitem").allTextContents()
      assert.deepEqual(points, statement.points.map((point) => fill(point)))
    }
    assert.deepEqual(errors, [])
    await close()
  })

  it("introduces every member of the team with photo, name and position", async () => {
    const { page, close } = await openPage()
    await visit(page, "/about/")
    const team = page.getByRole("region", { name: about.team.title })
    assert.equal(await team.getAttribute("id"), "teams")
    await team.getByText(fill(about.team.intro)).waitFor()
    const members = team.getByRole("listitem")
    assert.equal(await members.count(), about.team.members.length)
    for (const [index, member] of about.team.members.entries()) {
      const item = members.nth(index)
      assert.equal(await item.getByRole("heading", { level: 3 }).textContent(), member.name)
      await item.getByText(member.position, { exact: true }).waitFor()
      const photo = item.locator("img[data-main-image]")
      await photo.scrollIntoViewIfNeeded()
      await page.waitForFunction((element) => (element as HTMLImageElement).complete, await photo.elementHandle())
      assert.ok(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth >= 160))
    }
    await close()
  })
})

describe("About jump links", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const anchor of about.anchors) {
      it(`'${anchor.label}' lands ${anchor.to} just below the sticky bar at ${viewport.width} px`, async () => {
        const { page, close } = await openPage({ viewport })
        await visit(page, "/about/")
        await page.getByRole("link", { name: fill(anchor.label) }).click()
        await page.waitForURL(`${BASE_URL}/about/${anchor.to}`)
        await scrollSettled(page)
        assert.ok((await page.evaluate(() => window.scrollY)) > 100, "the page scrolled")
        const navBottom = (await page.getByRole("banner").boundingBox())!
        const target = (await page.locator(anchor.to).boundingBox())!
        const barBottom = navBottom.y + navBottom.height
        assert.ok(target.y >= barBottom, `target top ${target.y} is under the bar (bottom ${barBottom})`)
        assert.ok(target.y <= barBottom + 40, `target top ${target.y} is well below the bar (bottom ${barBottom})`)
        await close()
      })
    }
  }
})

describe("About promotional video", () => {
  it("asks no other site for anything before the visitor presses play, then loads youtube-nocookie.com", async () => {
    const { page, errors, close } = await openPage({ viewport: PHONE })
    const foreign = recordForeignRequests(page, BASE_URL)
    // No internet here: answer the embed locally so only the request itself is under test.
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
    )
    await visit(page, "/about/")
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
        window.scrollTo({ top: y, behavior: "instant" })
        await new Promise((resolve) => setTimeout(resolve, 60))
      }
    })
    await page.waitForLoadState("networkidle")
    assert.deepEqual([...foreign], [], "nothing from another site before the click")
    assert.equal(await page.locator("iframe").count(), 0)

    const title = fill(about.video.title)
    const embedRequested = page.waitForRequest((request) => request.url().startsWith("https://www.youtube-nocookie.com/embed/"))
    await page.getByRole("button", { name: `${about.labels.playVideo}: ${title}` }).click()
    const frame = page.locator(`iframe[title="${title}"]`)
    await frame.waitFor()
    assert.equal(new URL((await frame.getAttribute("src"))!).host, "www.youtube-nocookie.com")
    await embedRequested
    assert.ok(foreign.every((url) => url.startsWith("https://www.youtube-nocookie.com/embed/")), foreign.join(", "))
    assert.deepEqual(errors, [])
    await close()
  })
})

describe("About page behaviour", () => {
  it("ends the first visit when it opens, so Home shows no advert afterwards", async () => {
    const { page, close } = await openPage({ firstVisit: true })
    await visit(page, "/about/")
    await page.waitForFunction((key) => sessionStorage.getItem(key) === "true", FIRST_VISIT_KEY)
    await page.getByRole("link", { name: fill(site.navigation.homeLabel) }).click()
    await page.waitForURL(`${BASE_URL}/`)
    // Home's popup opens as soon as the page is interactive (its React or its light script run): wait for that.
    await page.waitForSelector("html[data-hydrated]", { state: "attached" })
    await page.waitForTimeout(300)
    assert.equal(await page.getByRole("dialog", { name: site.popup.title }).count(), 0)
    await close()
  })

  it("has no sideways scroll on a phone and no console errors", async () => {
    const { page, errors, close } = await openPage({ viewport: PHONE })
    await visit(page, "/about/")
    assert.equal(await hasHorizontalScroll(page), false)
    assert.deepEqual(errors, [])
    await close()
  })
})

describe("About accessibility", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no WCAG 2.1 AA violations axe can find at ${viewport.width} px`, async () => {
      const { page, close } = await openPage({ viewport })
      await visit(page, "/about/")
      const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()
      assert.deepEqual(
        result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
        [],
      )
      await close()
    })
  }
})
