// The college home at /senior and /<brand>-college: video, faculties,
// core values, reasons, the life tiles with today's date, the gallery and the map.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import college from "../../data/college.json"
import curricula from "../../data/curricula.json"
import faculties from "../../data/faculties.json"
import { fillPlaceholders } from "../../src/lib/placeholders"
import { categoryPath } from "../../src/lib/routes/category-paths"
import { fill, site } from "../support/content"
import { BASE_URL, DESKTOP, FIRST_VISIT_KEY, PHONE, hasHorizontalScroll, openPage, useBrowser, visit } from "../support/harness"

useBrowser()

const senior = curricula.categories.find((category) => category.kind === "college")!
const PATHS = [senior.slug, ...(senior.aliases ?? [])].map((slug) => categoryPath(slug, site.brand))
const [SENIOR] = PATHS as [string, ...string[]]
const region = (title: string) => ({ name: fill(title), exact: true })

describe("college home", () => {
  for (const path of PATHS) {
    it(`${path} shows the college home with no errors and no sideways scroll`, async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, errors, close } = await openPage({ viewport })
        await visit(page, path)
        await page.getByRole("heading", { level: 1, name: fill(senior.heading) }).waitFor()
        for (const title of [college.welcome.title, college.faculties.title, college.values.title, college.reasons.title, college.life.title, college.gallery.title, college.map.title]) {
          await page.getByRole("heading", { level: 2, ...region(title) }).waitFor()
        }
        // Scroll through so that every lazy picture loads and is checked too.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await page.waitForLoadState("networkidle")
        assert.equal(await hasHorizontalScroll(page), false, `sideways scroll at ${viewport.width} px`)
        assert.deepEqual(errors, [])
        await close()
      }
    })
  }

  it("plays the promotional clip muted on its own once it is on screen, and not under reduced motion", async () => {
    for (const reducedMotion of [false, true]) {
      const { page, close } = await openPage({ reducedMotion })
      await visit(page, SENIOR)
      const video = page.locator("video")
      assert.equal(await video.evaluate((element: HTMLVideoElement) => element.muted), true)
      assert.ok(await video.getAttribute("poster"))
      // At first it only peeks in at the bottom of the screen: still, and nothing of it downloaded.
      assert.equal(await video.evaluate((element: HTMLVideoElement) => element.paused && element.readyState === 0), true)
      await video.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }))
      if (reducedMotion) {
        await page.waitForTimeout(500)
        assert.equal(await video.evaluate((element: HTMLVideoElement) => element.paused), true)
      } else {
        await page.waitForFunction(() => document.querySelector("video")?.paused === false)
      }
      await close()
    }
  })

  it("has a card for each faculty whose 'read more' opens its page at the top", async () => {
    const { page, close } = await openPage({ viewport: PHONE })
    await visit(page, SENIOR)
    const section = page.getByRole("region", region(college.faculties.title))
    assert.deepEqual(
      await section.getByRole("heading", { level: 3 }).allTextContents(),
      faculties.faculties.map((faculty) => faculty.name),
    )
    for (const faculty of faculties.faculties) {
      const card = section.getByRole("article").filter({ has: page.getByRole("heading", { name: faculty.name, exact: true }) })
      await card.getByText(faculty.description).waitFor()
      await card.getByRole("img", { name: faculty.alt }).waitFor()
      assert.equal(await card.getByRole("link").getAttribute("href"), `${faculties.basePath}/${faculty.slug}/`)
    }
    const last = faculties.faculties[faculties.faculties.length - 1]!
    // The link's name is "Read more: Humanities" (a hidden suffix; Playwright may add a space before ":").
    const readMore = section.getByRole("link", { name: new RegExp(`^${college.faculties.readMore}\\s?: ${last.name}$`) })
    await readMore.scrollIntoViewIfNeeded()
    assert.ok((await page.evaluate(() => window.scrollY)) > 500)
    await readMore.click()
    await page.waitForURL(`${BASE_URL}${faculties.basePath}/${last.slug}/`)
    await page.getByRole("heading", { level: 1, name: last.name }).waitFor()
    // At the top at once, not scrolling up from where the college home was.
    assert.equal(await page.evaluate(() => window.scrollY), 0)
    await page.waitForTimeout(300)
    assert.equal(await page.evaluate(() => window.scrollY), 0)
    await close()
  })

  it("shows the core values and the reasons to choose +2", async () => {
    const { page, close } = await openPage()
    await visit(page, SENIOR)
    const values = page.getByRole("region", region(college.values.title))
    assert.deepEqual(await values.getByRole("heading", { level: 3 }).allTextContents(), college.values.items.map((item) => item.title))
    for (const value of college.values.items) {
      await values.getByText(value.text).waitFor()
      await values.getByRole("img", { name: value.alt }).waitFor({ state: "attached" })
    }
    const reasons = page.getByRole("region", region(college.reasons.title))
    assert.equal(await reasons.getByRole("listitem").count(), college.reasons.items.length)
    assert.deepEqual(await reasons.getByRole("heading", { level: 3 }).allTextContents(), college.reasons.items.map((item) => item.title))
    await close()
  })

  it("links the social page and shows the club and journal pictures", async () => {
    const { page, close } = await openPage()
    await visit(page, SENIOR)
    const life = page.getByRole("region", region(college.life.title))
    const social = life.getByRole("link", { name: college.life.social.link.label })
    assert.equal(await social.getAttribute("href"), site.links.social)
    assert.equal(await social.getAttribute("target"), "_blank")
    for (const picture of [college.life.club, college.life.journal]) {
      await life.getByRole("img", { name: picture.alt }).waitFor({ state: "attached" })
      await life.getByRole("heading", { name: picture.title }).waitFor()
    }
    await close()
  })

  it("ends the first visit, so the advert does not follow the visitor home", async () => {
    const { page, close } = await openPage({ firstVisit: true })
    await visit(page, SENIOR)
    await page.waitForFunction((key) => sessionStorage.getItem(key) === "true", FIRST_VISIT_KEY)
    await close()
  })
})

describe("today's date tile", () => {
  for (const [instant, expected] of [
    ["2025-04-13T18:14:59Z", { iso: "2025-04-13", weekday: "Sunday", day: "13", month: "April 2025", bs: "Chaitra 31, 2081" }],
    ["2025-04-13T18:15:00Z", { iso: "2025-04-14", weekday: "Monday", day: "14", month: "April 2025", bs: "Baisakh 1, 2082" }],
  ] as const) {
    it(`shows ${expected.iso} (${expected.bs} BS) in Kathmandu at ${instant}`, async () => {
      const { page, context, close } = await openPage()
      await context.clock.setFixedTime(new Date(instant))
      await visit(page, SENIOR)
      const tile = page.locator("[data-today-tile]")
      await tile.getByText(expected.bs).waitFor()
      assert.equal(await tile.locator("time").getAttribute("datetime"), expected.iso)
      for (const text of [expected.weekday, expected.day, expected.month, college.life.today.bsLabel]) {
        await tile.getByText(text, { exact: true }).waitFor()
      }
      await close()
    })
  }

  it("is not in the prebuilt HTML, and keeps its size when the date appears", async () => {
    const html = await (await fetch(`${BASE_URL}${SENIOR}`)).text()
    const tileHtml = /<div[^>]*data-today-tile[^>]*>.*?<\/div>/s.exec(html)?.[0] ?? ""
    assert.ok(tileHtml.includes(college.life.today.title))
    // Its date's parts are there to fill, empty and hidden: no day of the build shows.
    assert.doesNotMatch(tileHtml, /datetime=|>[^<]*\d/i)

    const { page: staticPage, close: closeStatic } = await openPage({ viewport: PHONE })
    await staticPage.context().route("**/*.js", (route) => route.abort())
    await staticPage.goto(SENIOR)
    const before = await staticPage.locator("[data-today-tile]").boundingBox()
    await closeStatic()

    const { page, close } = await openPage({ viewport: PHONE })
    await visit(page, SENIOR)
    await page.locator("[data-today-tile] time").waitFor()
    const after = await page.locator("[data-today-tile]").boundingBox()
    assert.ok(before && after)
    assert.ok(Math.abs(before.height - after.height) < 0.5 && Math.abs(before.width - after.width) < 0.5, `${before.height} → ${after.height}`)
    await close()
  })
})

describe("gallery", () => {
  it("shows every picture, lazily, and opens it larger in a dialog with arrow keys and Escape", async () => {
    const { page, errors, close } = await openPage()
    await visit(page, SENIOR)
    const gallery = page.getByRole("region", region(college.gallery.title))
    // Each a link to its large file, which the viewer opens in place.
    const links = gallery.getByRole("link", { name: college.gallery.labels.open })
    const total = college.gallery.images.length
    assert.equal(await links.count(), total)
    const images = gallery.locator("img[alt]:not([aria-hidden])")
    assert.deepEqual(await images.evaluateAll((list) => list.map((image) => image.getAttribute("loading"))), Array(total).fill("lazy"))
    assert.deepEqual(await images.evaluateAll((list) => list.map((image) => image.getAttribute("alt"))), college.gallery.images.map((image) => image.alt))

    await links.nth(0).click()
    const counter = (current: number) => fillPlaceholders(college.gallery.labels.counter, { current, total })
    const dialog = page.getByRole("dialog", { name: counter(1) })
    await dialog.waitFor()
    await dialog.getByRole("img", { name: college.gallery.images[0]!.alt }).waitFor()
    await page.keyboard.press("ArrowRight")
    await page.getByRole("dialog", { name: counter(2) }).getByRole("img", { name: college.gallery.images[1]!.alt }).waitFor()
    await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("ArrowLeft")
    await page.getByRole("dialog", { name: counter(total) }).waitFor()
    await page.keyboard.press("Escape")
    await page.getByRole("dialog").waitFor({ state: "detached" })
    // Focus is on the picture last shown, where the visitor now is in the gallery.
    assert.equal(await links.nth(total - 1).evaluate((element) => element === document.activeElement), true)
    assert.deepEqual(errors, [])
    await close()
  })
})

describe("map", () => {
  it("shows the map and goes back to the top", async () => {
    const { page, close } = await openPage({ viewport: PHONE })
    await visit(page, SENIOR)
    const map = page.getByRole("region", region(college.map.title))
    await map.getByRole("img", { name: college.map.alt }).scrollIntoViewIfNeeded()
    assert.ok((await page.evaluate(() => window.scrollY)) > 1000)
    await map.getByRole("button", { name: college.map.backToTop }).click()
    await page.waitForFunction(() => window.scrollY === 0)
    await close()
  })
})
