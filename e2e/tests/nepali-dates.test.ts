// Nepali pages in a real browser: their dates read in Devanagari digits with Nepali month names, while
// the machine values stay ASCII; they fetch the Devanagari font (and no other), and an English page
// fetches none.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import type { Page } from "playwright-core"
import nepaliDates from "../../data/ne/dates.json"
import { CALENDAR_PATH } from "../../src/lib/calendar/paths"
import { localizedPath } from "../../src/lib/i18n/locales"
import { openPage, useBrowser, visit } from "../support/harness"
import { visible } from "../support/notice-content"

useBrowser()

const DEVANAGARI_FONT = /noto-sans-devanagari[^/]*\.woff2$/
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/
const ASCII_DIGIT = /[0-9]/
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** Visits a path and returns the font files the page asked for once its fonts settled. */
async function fontRequests(page: Page, path: string): Promise<string[]> {
  const fonts: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url())
  })
  await visit(page, path)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  return fonts
}

/** Text and machine value of every <time> in the page's main content. */
async function times(page: Page): Promise<{ text: string; dateTime: string }[]> {
  return page.locator("main time").evaluateAll((elements) =>
    elements.map((element) => ({ text: element.textContent ?? "", dateTime: element.getAttribute("datetime") ?? "" })),
  )
}

function assertNepaliDates(found: { text: string; dateTime: string }[]) {
  assert.ok(found.length > 0, "the page shows dates")
  for (const { text, dateTime } of found) {
    assert.match(text, DEVANAGARI_DIGIT, `"${text}" is written with Devanagari digits`)
    assert.doesNotMatch(text, ASCII_DIGIT, `"${text}" has no ASCII digits`)
    assert.match(dateTime, ISO_DAY, "the machine value stays YYYY-MM-DD")
  }
}

describe("dates on Nepali pages", () => {
  it("the Nepali calendar writes its dates and day numbers in Nepali and fetches the Devanagari font", async () => {
    const { page, errors, close } = await openPage()
    const fonts = await fontRequests(page, localizedPath(CALENDAR_PATH, "ne"))
    assertNepaliDates(await times(page))
    const caption = (await page.locator("main table caption").textContent()) ?? ""
    assert.ok(nepaliDates.bsMonths.some((month) => caption.includes(month)), `"${caption}" names a Nepali BS month`)
    const dayNumbers = await page.locator("main table td").evaluateAll((cells) => cells.map((cell) => cell.textContent ?? "").join(" "))
    assert.match(dayNumbers, DEVANAGARI_DIGIT)
    assert.doesNotMatch(dayNumbers, ASCII_DIGIT)
    assert.ok(fonts.some((url) => DEVANAGARI_FONT.test(url)), `a Devanagari font file was requested: ${fonts.join(", ")}`)
    assert.deepEqual(errors, [])
    await close()
  })

  it("a Nepali notice gives its date in Nepali with the Devanagari font", async () => {
    const notice = visible[0]!
    const { page, errors, close } = await openPage()
    const fonts = await fontRequests(page, localizedPath(notice.path, "ne"))
    const found = await times(page)
    assertNepaliDates(found)
    assert.ok(found.some(({ dateTime }) => dateTime === notice.date))
    assert.ok(fonts.some((url) => DEVANAGARI_FONT.test(url)))
    assert.deepEqual(errors, [])
    await close()
  })

  it("a Nepali page asks for the Devanagari font only, not the English pages' Latin one, to keep its first screen light", async () => {
    for (const path of [localizedPath("/", "ne"), localizedPath(CALENDAR_PATH, "ne")]) {
      const { page, errors, close } = await openPage()
      const fonts = await fontRequests(page, path)
      assert.ok(fonts.length > 0, `${path} asks for its font`)
      assert.deepEqual(
        fonts.filter((url) => !DEVANAGARI_FONT.test(url)),
        [],
        `${path} asks for no font file but the Devanagari ones`,
      )
      // Preloaded, or Chrome swaps a late font in after the first paint and the text below moves.
      const preloaded = await page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
      assert.deepEqual([...new Set(fonts)].sort(), [...preloaded].sort(), `${path} preloads exactly the fonts it uses`)
      assert.deepEqual(errors, [])
      await close()
    }
  })

  it("English pages keep ASCII digits and request no Devanagari font file", async () => {
    const notice = visible[0]!
    for (const path of [CALENDAR_PATH, notice.path]) {
      const { page, errors, close } = await openPage()
      const fonts = await fontRequests(page, path)
      assert.deepEqual(
        fonts.filter((url) => DEVANAGARI_FONT.test(url)),
        [],
        `${path} asks for no Devanagari font`,
      )
      assert.equal(await page.locator('head link[rel="preload"][as="font"]').count(), 0, `${path} preloads no font`)
      for (const { text } of await times(page)) assert.doesNotMatch(text, DEVANAGARI_DIGIT)
      assert.deepEqual(errors, [])
      await close()
    }
  })
})
