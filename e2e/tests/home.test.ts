// Home in a real browser against the production build: every text, number, link and
// picture from data/home.json, the LCP hero, the video band, back-to-top, and a clean phone layout.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import AxeBuilder from "@axe-core/playwright"
import { BASE_URL, DESKTOP, PHONE, hasHorizontalScroll, openPage, useBrowser, visit } from "../support/harness"
import { fill, site } from "../support/content"
import { withTrailingSlash } from "../../src/lib/links"
import { escapeRegExp, home, learnMoreName } from "../support/home-content"
import { recordForeignRequests } from "../support/requests"

useBrowser()

describe("Home first screen", () => {
  it("names the school in the only h1, with the tagline and the two calls (apply, arrange a visit)", async () => {
    const { page, errors, close } = await openPage()
    await visit(page, "/")
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) })
    assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), fill(home.heading))
    await hero.getByText(fill(home.intro), { exact: true }).waitFor()
    await hero.getByText(fill(home.hero.eyebrow), { exact: true }).waitFor()
    const [apply, arrange] = home.hero.actions
    const visitLink = hero.getByRole("link", { name: new RegExp(`^${escapeRegExp(fill(arrange!.label))}`) })
    // The school's own visit page, in this tab.
    assert.equal(await visitLink.getAttribute("href"), withTrailingSlash(fill(arrange!.to)))
    assert.equal(await visitLink.getAttribute("target"), null)
    await hero.getByRole("link", { name: fill(apply!.label) }).click()
    await page.waitForURL(`${BASE_URL}${apply!.to}/`)
    assert.deepEqual(errors, [])
    await close()
  })

  it("loads the hero picture eagerly, at high priority, unblurred, and it is the largest paint", async () => {
    const { page, close } = await openPage({ viewport: PHONE })
    await visit(page, "/")
    const image = page.getByRole("img", { name: fill(home.hero.alt) })
    assert.equal(await image.getAttribute("loading"), "eager")
    assert.equal(await image.getAttribute("fetchpriority"), "high")
    // Sized for the slot: full width, with widths up to the 1600 px source to choose from.
    assert.equal(await image.getAttribute("sizes"), "100vw")
    assert.match((await image.getAttribute("srcset")) ?? "", /480w[\s\S]*1600w/)
    // placeholder: NONE, so no blurred stand-in is drawn before it.
    const wrapper = page.locator("[data-gatsby-image-wrapper]", { has: image })
    assert.equal(await wrapper.locator("img[data-placeholder-image]").count(), 0)
    // The browser's own verdict: the hero is the largest contentful paint. (The fade-in of
    // gatsby-plugin-image is switched off for it, or Chromium may never count it.)
    const largestPaints = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = []
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { url?: string; element?: Element | null }>) {
              seen.push(entry.url || entry.element?.tagName || "?")
              if (entry.url?.includes("/hero.")) resolve(seen)
            }
          }).observe({ type: "largest-contentful-paint", buffered: true })
          setTimeout(() => resolve(seen), 5000)
        }),
    )
    assert.match(largestPaints.at(-1) ?? "", /\/hero\.(avif|webp|jpg)$/, `largest paints: ${largestPaints.join(", ")}`)
    assert.equal(await image.evaluate((img) => getComputedStyle(img).opacity), "1")
    await close()
  })
})

describe("Home sections", () => {
  it("'Life at {name}': the paragraph, the photo grid and the three static tiles", async () => {
    const { page, close } = await openPage()
    await visit(page, "/")
    const section = page.getByRole("region", { name: fill(home.life.title) })
    await section.getByText(fill(home.life.text)).waitFor()
    for (const photo of home.life.photos) {
      await section.getByRole("img", { name: fill(photo.alt) }).scrollIntoViewIfNeeded()
    }
    const { weather, arts, calendar } = home.life
    await section.getByText(weather.temperature, { exact: true }).waitFor()
    await section.getByText(weather.conditions, { exact: true }).waitFor()
    await section.getByText(arts.text).waitFor()
    await section.getByText(arts.alerts).waitFor()
    const day = section.locator(`time[datetime="${calendar.date}"]`)
    // The day in words ("Wednesday 4 January 2023"), spelt out here from its parts.
    const date = new Date(`${calendar.date}T00:00:00Z`)
    const part = (options: Intl.DateTimeFormatOptions) => date.toLocaleDateString("en-GB", { ...options, timeZone: "UTC" })
    const inWords = `${part({ weekday: "long" })} ${date.getUTCDate()} ${part({ month: "long" })} ${date.getUTCFullYear()}`
    assert.equal((await day.innerText()).replace(/\s+/g, " "), inWords)
    await close()
  })

  it("'Life at {name}': a phone fetches each photo near the size it shows it, not a desktop one", async () => {
    const { page, close } = await openPage({ viewport: PHONE })
    await visit(page, "/")
    const section = page.getByRole("region", { name: fill(home.life.title) })
    for (const photo of home.life.photos) {
      const image = section.getByRole("img", { name: fill(photo.alt) })
      await image.scrollIntoViewIfNeeded()
      const { shown, fetched } = await image.evaluate(async (img: HTMLImageElement) => {
        if (!img.complete) await new Promise((resolve) => img.addEventListener("load", resolve, { once: true }))
        // The file's width is its srcset descriptor (naturalWidth would be scaled back to the sizes slot).
        const sources = [...(img.closest("picture")?.querySelectorAll("source") ?? []), img]
        const candidates = sources.flatMap((source) => (source.getAttribute("srcset") ?? "").split(","))
        const loaded = new URL(img.currentSrc).pathname
        const descriptor = candidates.map((candidate) => candidate.trim().split(/\s+/)).find(([url]) => url === loaded)?.[1]
        return { shown: img.clientWidth * devicePixelRatio, fetched: Number.parseInt(descriptor ?? "0", 10) }
      })
      // srcset widths come in steps, so the next one up may be anything short of twice the slot.
      assert.ok(fetched >= shown && fetched < 2 * shown, `${photo.alt}: ${fetched} px fetched for ${shown} px shown`)
    }
    await close()
  })

  it("'Why {name}': the picture cards, each 'Learn More' going to its page", async () => {
    const { page, close } = await openPage()
    await visit(page, "/")
    const section = page.getByRole("region", { name: fill(home.why.title) })
    await section.getByText(fill(home.why.intro)).waitFor()
    assert.equal(await section.getByRole("article").count(), home.why.cards.length)
    for (const card of home.why.cards) {
      const article = section.getByRole("article").filter({ has: page.getByRole("heading", { name: card.title }) })
      await article.getByText(card.text).waitFor()
      await article.getByRole("img", { name: card.alt }).waitFor({ state: "attached" })
      assert.equal(await article.getByRole("link", { name: learnMoreName(card.title) }).getAttribute("href"), `${card.to}/`)
    }
    // Follow one: a page of this site opens.
    const internal = home.why.cards.find((card) => card.to.startsWith("/") && !card.to.includes("#"))
    if (internal) {
      await section.getByRole("link", { name: learnMoreName(internal.title) }).click()
      await page.waitForURL(`${BASE_URL}${internal.to}/`)
    }
    await close()
  })

  it("'{brand} Culture': the numbers with their icons, captions where data has them", async () => {
    const { page, close } = await openPage()
    await visit(page, "/")
    const section = page.getByRole("region", { name: fill(home.culture.title) })
    await section.getByText(fill(home.culture.intro)).waitFor()
    const items = section.getByRole("listitem")
    assert.equal(await items.count(), home.culture.stats.length)
    for (const [index, stat] of home.culture.stats.entries()) {
      const item = items.nth(index)
      assert.equal(await item.getByRole("paragraph").first().textContent(), stat.number)
      assert.equal(await item.locator("img").getAttribute("alt"), "")
      await item.locator("img").scrollIntoViewIfNeeded()
      // The icons load lazily: give each the moment it needs once it is on screen.
      await item.locator("img").evaluate(
        (img: HTMLImageElement) =>
          img.complete || new Promise((resolve) => img.addEventListener("load", resolve, { once: true })),
      )
      assert.ok(await item.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth > 0))
      const caption = "caption" in stat ? stat.caption : undefined
      assert.equal((await item.innerText()).replace(/\s+/g, " ").trim(), caption ? `${stat.number} ${caption}` : stat.number)
    }
    await close()
  })

  it("'Join {brand}': each level to its page of the site, or to another site in a new tab", async () => {
    const { page, close } = await openPage()
    await visit(page, "/")
    const section = page.getByRole("region", { name: fill(home.join.title) })
    await section.getByText(fill(home.join.intro)).waitFor()
    assert.equal(await section.getByRole("article").count(), home.join.levels.length)
    for (const level of home.join.levels) {
      const link = section.getByRole("link", { name: learnMoreName(level.title) })
      await section.getByText(level.text).waitFor()
      await section.getByRole("img", { name: level.alt }).waitFor({ state: "attached" })
      if (level.to.startsWith("/")) {
        assert.equal(await link.getAttribute("href"), `${level.to}/`)
      } else {
        assert.equal(await link.getAttribute("href"), fill(level.to))
        assert.equal(await link.getAttribute("target"), "_blank")
        assert.equal(await link.getAttribute("rel"), "noopener noreferrer")
      }
    }
    await close()
  })
})

describe("Home video band", () => {
  async function openBand(reducedMotion: boolean) {
    const opened = await openPage({ reducedMotion })
    await visit(opened.page, "/")
    const band = opened.page.getByRole("region", { name: fill(home.videoBand.title) })
    await band.scrollIntoViewIfNeeded()
    return { ...opened, band, video: band.locator("video") }
  }

  it("fills the screen, with 'ARRANGE A VISIT' to the visit page over a scrim", async () => {
    const { page, band, close } = await openBand(false)
    const box = await band.boundingBox()
    assert.equal(Math.round(box?.height ?? 0), page.viewportSize()?.height)
    await band.getByText(fill(home.videoBand.text)).waitFor()
    const link = band.getByRole("link", { name: new RegExp(`^${escapeRegExp(home.videoBand.action.label)}`) })
    assert.equal(await link.getAttribute("href"), withTrailingSlash(fill(home.videoBand.action.to)))
    assert.equal(await link.getAttribute("target"), null)
    // White words over the video sit on a navy scrim. At 70 % navy or more, white text keeps at least
    // 6:1 contrast even over a pure white frame of the video, so AA holds whatever the clip shows.
    const scrim = await band.locator('[class*="scrim"]').evaluate((element) => getComputedStyle(element).backgroundImage)
    const centreAlpha = Number(/rgba\(12, 35, 72, ([\d.]+)\)/.exec(scrim)?.[1])
    assert.ok(centreAlpha >= 0.7, `scrim ${scrim}`)
    await close()
  })

  it("plays the local clip muted once scrolled to, with a pause button", async () => {
    const { page, video, band, close } = await openBand(false)
    await page.waitForFunction(() => {
      const element = document.querySelector("video")
      return element && !element.paused && element.currentTime > 0
    })
    assert.equal(await video.evaluate((element: HTMLVideoElement) => element.muted), true)
    await band.getByRole("button", { name: new RegExp(`^${home.labels.pauseVideo}`) }).click()
    assert.equal(await video.evaluate((element: HTMLVideoElement) => element.paused), true)
    await close()
  })

  it("does not play on its own under prefers-reduced-motion", async () => {
    const { page, video, band, close } = await openBand(true)
    await page.waitForTimeout(800)
    assert.equal(await video.evaluate((element: HTMLVideoElement) => element.paused), true)
    await band.getByRole("button", { name: new RegExp(`^${home.labels.playVideo}`) }).waitFor()
    await close()
  })
})

describe("Home map and back-to-top", () => {
  for (const reducedMotion of [false, true]) {
    it(`shows the map; back-to-top returns to the top with focus there${reducedMotion ? " (reduced motion)" : ""}`, async () => {
      const { page, close } = await openPage({ viewport: PHONE, reducedMotion })
      await visit(page, "/")
      const section = page.getByRole("region", { name: fill(home.map.title) })
      await section.getByRole("img", { name: fill(home.map.alt) }).scrollIntoViewIfNeeded()
      await section.getByText(site.address.street, { exact: false }).waitFor()
      assert.ok((await page.evaluate(() => window.scrollY)) > 1000)
      await section.getByRole("button", { name: home.labels.backToTop }).click()
      await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5000 })
      // Focus is on the first thing of the page (the skip link), shown at the top of the screen. Under
      // reduced motion global.scss leaves a 0.01 ms transition, so allow it a frame to settle.
      await page.waitForFunction(() => {
        const active = document.activeElement
        const top = active?.getBoundingClientRect().top ?? -1
        return active?.hasAttribute("data-page-top") && top >= 0 && top < 100
      })
      await close()
    })
  }
})

describe("Home at phone width", () => {
  it("has no sideways scroll, no console errors, and asks no other site for anything", async () => {
    const { page, errors, close } = await openPage({ viewport: PHONE })
    const foreign = recordForeignRequests(page, BASE_URL)
    await visit(page, "/")
    // Scroll through the whole page so every lazy picture and the video load.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
        window.scrollTo({ top: y, behavior: "instant" })
        await new Promise((resolve) => setTimeout(resolve, 60))
      }
    })
    await page.waitForLoadState("networkidle")
    assert.equal(await hasHorizontalScroll(page), false)
    assert.deepEqual(foreign, [])
    assert.deepEqual(errors, [])
    await close()
  })
})

describe("Home accessibility", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no WCAG 2.1 AA violations axe can find at ${viewport.width} px`, async () => {
      const { page, close } = await openPage({ viewport })
      await visit(page, "/")
      const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()
      assert.deepEqual(
        result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
        [],
      )
      await close()
    })
  }
})
