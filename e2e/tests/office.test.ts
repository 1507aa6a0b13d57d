// The office inbox at /office/ against the school's server: e2e/run.ts makes an office
// account in the run's data folder before the server starts (the embedded database has one user at a
// time). An application sent through the public form is found by its reference, given a status with a
// note (the history says who and when), exported to CSV (BOM, the reference and a Devanagari name
// intact) and deleted on request; without a session the page shows the sign-in form and the calls
// answer 401. No public page loads the office's code.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { before, describe, it } from "node:test"
import AxeBuilder from "@axe-core/playwright"
import type { Locator, Page } from "playwright-core"
import admission from "../../data/admission-form.json"
import office from "../../data/office.json"
import { fillPlaceholders } from "../../src/lib/placeholders"
import { OFFICE_API, OFFICE_PATH } from "../../src/lib/office/paths"
import { fillValidAnswers } from "../support/admission-answers"
import { DESKTOP, PHONE, hasHorizontalScroll, openPage, useBrowser, visit } from "../support/harness"
import { pagePolicyText } from "../support/policy"

useBrowser()

const NAME = process.env.E2E_OFFICE_NAME ?? ""
const PASSWORD = process.env.E2E_OFFICE_PASSWORD ?? ""
const STUDENT = "आरव श्रेष्ठ"
// Answers are text to the office's page: markup in one is shown as written, never run.
const NOTE = "Called the mother <b>Sunday</b>; visit on Tuesday."
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]

/** The status a call to the office's API answers, asked by the page itself, as the office's page asks. */
function callStatus(page: Page, call: string): Promise<number> {
  return page.evaluate(async (url) => (await fetch(url, { credentials: "same-origin" })).status, `${OFFICE_API}${call}`)
}

/**
 * Waits until the page has stopped asking the server: Gatsby may draw the page again once it has
 * moved to a new address (/office/?q=…), which asks for the list or the application once more.
 */
async function settled(page: Page, quietMs = 1500, longestMs = 20_000): Promise<void> {
  let pending = 0
  let last = Date.now()
  const started = () => {
    pending += 1
    last = Date.now()
  }
  const ended = () => {
    pending -= 1
    last = Date.now()
  }
  page.on("request", started)
  page.on("requestfinished", ended)
  page.on("requestfailed", ended)
  try {
    const until = Date.now() + longestMs
    while (Date.now() < until && (pending > 0 || Date.now() - last < quietMs)) await page.waitForTimeout(100)
  } finally {
    page.off("request", started)
    page.off("requestfinished", ended)
    page.off("requestfailed", ended)
  }
}

/** The errors of a page, without the 401s the office page asks for on purpose to learn it is signed out. */
function unexpected(errors: string[]): string[] {
  return errors.filter((error) => !error.startsWith("HTTP 401: ") || !error.includes(OFFICE_API))
}

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`)
}

/** On how many lines of the element `text` is drawn (0 when the element does not hold it). */
function linesOf(element: Locator, text: string): Promise<number> {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1
      if (at < 0) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + wanted.length)
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
    }
    return 0
  }, text)
}

async function signIn(page: Page, password = PASSWORD): Promise<void> {
  await visit(page, OFFICE_PATH)
  await page.getByRole("heading", { level: 1, name: office.signIn.heading, exact: true }).waitFor()
  await page.getByLabel(office.signIn.nameLabel).fill(NAME)
  await page.getByLabel(office.signIn.passwordLabel).fill(password)
  await page.getByRole("button", { name: office.signIn.submitLabel }).click()
}

let reference = ""

describe("the office inbox", () => {
  before(() => {
    assert.ok(NAME && PASSWORD, "e2e/run.ts gives the tests an office account (E2E_OFFICE_NAME, E2E_OFFICE_PASSWORD)")
  })

  it("finds an application sent through the form, sets its status with a note, shows the history and exports it", async () => {
    const { page, errors, close } = await openPage({ viewport: DESKTOP })
    await visit(page, "/school-form/")
    await fillValidAnswers(page)
    await page.getByLabel(admission.questions.studentName.label).fill(STUDENT)
    await page.getByRole("button", { name: admission.submitLabel }).click()
    const shown = page.getByTestId("reference")
    await shown.waitFor({ timeout: 120_000 })
    reference = ((await shown.textContent()) ?? "").trim()
    assert.ok(reference)

    await signIn(page)
    await page.getByRole("heading", { level: 1, name: office.list.heading, exact: true }).waitFor()
    await page.getByLabel(office.list.searchLabel).fill(reference)
    // The filtered list is asked for once the address holds the search; until it answers, the page
    // shows that it is loading, not the list from before.
    const searched = page.waitForResponse((response) => new URL(response.url()).searchParams.get("q") === reference)
    await page.getByRole("button", { name: office.list.applyLabel }).click()
    await page.waitForURL((url) => url.searchParams.get("q") === reference)
    await searched
    await settled(page)
    const rows = page.locator("tbody tr")
    await rows.first().getByRole("link", { name: reference }).waitFor()
    assert.equal(await page.getByText(fillPlaceholders(office.list.count, { count: "1" })).count(), 1)
    assert.equal(await rows.count(), 1)
    assert.equal(await rows.first().getByText(STUDENT).count(), 1)
    await rows.first().getByRole("link", { name: reference }).click()
    await page.waitForURL((url) => url.searchParams.get("ref") === reference)
    await settled(page)

    const heading = page.getByRole("heading", { level: 1, name: fillPlaceholders(office.application.heading, { reference, exact: true }) })
    await heading.waitFor()
    await page.getByText(STUDENT, { exact: true }).waitFor()
    // On a phone the heading wraps, but never inside the reference, which is read out over the phone.
    await page.setViewportSize(PHONE)
    assert.equal(await linesOf(heading, reference), 1)
    await page.setViewportSize(DESKTOP)
    assert.equal(await page.getByTestId("office-status").textContent(), office.statuses.received)
    await page.getByLabel(office.application.statusLabel, { exact: true }).selectOption("invited")
    await page.getByLabel(office.application.noteLabel).fill(NOTE)
    await page.getByRole("button", { name: office.application.saveLabel }).click()
    await page.getByRole("status").filter({ hasText: office.application.saved }).waitFor()
    assert.equal(await page.getByTestId("office-status").textContent(), office.statuses.invited)
    const history = page.getByTestId("office-history").locator("li")
    assert.equal(await history.count(), 1)
    const entry = (await history.first().textContent()) ?? ""
    assert.ok(entry.includes(office.statuses.invited) && entry.includes(NAME), entry)
    // The note as written, markup and all, and no element made of it.
    assert.equal(await history.first().getByText(NOTE, { exact: true }).count(), 1)
    assert.equal(await history.first().locator("b").count(), 0)
    // The time is Nepal time (UTC+5:45), whatever the browser's zone: this one's is UTC.
    const hours = entry.match(/(\d{2}):(\d{2})/)
    assert.ok(hours, entry)
    const nepal = new Date(Date.now() + (5 * 60 + 45) * 60_000)
    const minutesApart = Math.abs(Number(hours[1]) * 60 + Number(hours[2]) - (nepal.getUTCHours() * 60 + nepal.getUTCMinutes()))
    assert.ok(minutesApart < 5 || minutesApart > 24 * 60 - 5, `${entry} is not about ${nepal.toISOString()} in Nepal`)

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: office.exportLabel }).click()])
    const bytes = fs.readFileSync((await download.path())!)
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf])
    const csv = bytes.toString("utf8")
    assert.ok(csv.includes(`"${reference}"`), "the reference is in the CSV")
    assert.ok(csv.includes(`"${STUDENT}"`), "the Devanagari name is in the CSV as written")
    assert.match(download.suggestedFilename(), /^applications-\d{4}-\d{2}-\d{2}\.csv$/)

    assert.deepEqual(unexpected(errors), [])
    await close()
  })

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no accessibility violations signing in, in the list and on an application (${viewport.width} px)`, async () => {
      const { page, errors, close } = await openPage({ viewport })
      await visit(page, OFFICE_PATH)
      await page.getByRole("heading", { level: 1, name: office.signIn.heading, exact: true }).waitFor()
      assert.deepEqual(await violations(page), [])
      await signIn(page)
      await page.getByRole("heading", { level: 1, name: office.list.heading, exact: true }).waitFor()
      await page.locator("tbody tr").first().waitFor()
      assert.deepEqual(await violations(page), [])
      assert.equal(await hasHorizontalScroll(page), false)
      await page.getByRole("link", { name: reference }).click()
      await settled(page)
      await page.getByTestId("office-history").waitFor()
      assert.deepEqual(await violations(page), [])
      assert.equal(await hasHorizontalScroll(page), false)
      assert.equal(await page.locator("h1").count(), 1)
      assert.deepEqual(unexpected(errors), [])
      await close()
    })
  }

  it("deletes an application on request, after asking", async () => {
    const { page, errors, close } = await openPage({ viewport: DESKTOP })
    await signIn(page)
    await page.getByRole("heading", { level: 1, name: office.list.heading, exact: true }).waitFor()
    await visit(page, `${OFFICE_PATH}?ref=${reference}`)
    await page.getByTestId("office-history").waitFor()
    await page.getByRole("button", { name: office.application.deleteLabel }).click()
    await page.getByText(fillPlaceholders(office.application.deleteConfirm, { reference })).waitFor()
    // Not yet: the question can be answered no.
    await page.getByRole("button", { name: office.application.cancelDeleteLabel }).click()
    assert.equal(await callStatus(page, `applications/${reference}`), 200)
    await page.getByRole("button", { name: office.application.deleteLabel }).click()
    await page.getByRole("button", { name: office.application.confirmDeleteLabel }).click()
    await page.getByRole("status").filter({ hasText: fillPlaceholders(office.application.deleted, { reference }) }).waitFor()
    assert.equal(await callStatus(page, `applications/${reference}`), 404)
    // That 404 was asked for; nothing else failed.
    assert.deepEqual(unexpected(errors).filter((error) => !error.endsWith(`${OFFICE_API}applications/${reference}`) || !error.startsWith("HTTP 404")), [])
    await close()
  })

  it("signs out: the page shows the sign-in form again and the calls answer 401", async () => {
    const { page, errors, close } = await openPage({ viewport: DESKTOP })
    await signIn(page)
    await page.getByRole("heading", { level: 1, name: office.list.heading, exact: true }).waitFor()
    assert.equal(await callStatus(page, "applications"), 200)
    await page.getByRole("button", { name: office.signOutLabel }).click()
    await page.getByRole("heading", { level: 1, name: office.signIn.heading, exact: true }).waitFor()
    assert.equal(await callStatus(page, "applications"), 401)
    assert.equal(await callStatus(page, "export.csv"), 401)
    await visit(page, `${OFFICE_PATH}?ref=${encodeURIComponent(reference)}`)
    await page.getByRole("heading", { level: 1, name: office.signIn.heading, exact: true }).waitFor()
    assert.equal(await page.getByRole("link", { name: office.exportLabel }).count(), 0)
    assert.deepEqual(unexpected(errors), [])
    await close()
  })

  it("says so in an alert when the password is wrong", async () => {
    const { page, close } = await openPage({ viewport: PHONE })
    await signIn(page, `${PASSWORD}-not`)
    await page.getByRole("alert").filter({ hasText: office.signIn.wrong }).waitFor()
    assert.equal(await page.getByRole("heading", { level: 1, name: office.signIn.heading, exact: true }).count(), 1)
    assert.equal(await page.getByLabel(office.signIn.passwordLabel).inputValue(), "")
    await close()
  })

  it("is noindex, with its own narrow policy, outside the sitemap, the search index and the Nepali edition", async () => {
    const { page, close } = await openPage({ viewport: DESKTOP })
    await visit(page, OFFICE_PATH)
    assert.equal(await page.locator('meta[name="robots"]').getAttribute("content"), "noindex, nofollow")
    const policy = (await pagePolicyText(page)) ?? ""
    assert.match(policy, /(^|; )default-src 'none'(;|$)/)
    assert.match(policy, /(^|; )connect-src 'self'(;|$)/)
    assert.match(policy, /(^|; )form-action 'none'(;|$)/)
    // A call to any other place is refused by the page's own policy.
    const refused = await page.evaluate(async () => {
      const seen = new Promise<string>((resolve) => document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective)))
      void fetch("https://elsewhere.example/collect", { method: "POST", body: "x" }).catch(() => undefined)
      return seen
    })
    assert.equal(refused, "connect-src")
    const sitemap = await page.request.get("/sitemap-0.xml")
    assert.equal(sitemap.status(), 200)
    assert.equal((await sitemap.text()).includes(OFFICE_PATH), false)
    // Not in the search index: no fragment of it names the page.
    const fragments = path.resolve(__dirname, "../../public/pagefind/fragment")
    for (const file of fs.readdirSync(fragments)) {
      assert.equal(zlib.gunzipSync(fs.readFileSync(path.join(fragments, file))).includes(OFFICE_PATH), false, `pagefind/fragment/${file} names ${OFFICE_PATH}`)
    }
    // No Nepali edition is built (an /ne/ address of it is the Nepali 404 page).
    assert.equal(fs.existsSync(path.resolve(__dirname, `../../public/ne${OFFICE_PATH}`)), false)
    await close()
  })

  it("is loaded by no public page: its code is in its own chunk, which only /office/ names", async () => {
    const publicDir = path.resolve(__dirname, "../../public")
    const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as { namedChunkGroups: Record<string, { assets: { name: string }[] }> }
    const group = Object.entries(stats.namedChunkGroups).find(([name]) => name.includes("office-page"))
    assert.ok(group, "the office page has a chunk group of its own")
    const ownAssets = new Set(group[1].assets.map((asset) => asset.name))
    const sharedAssets = new Set(
      Object.entries(stats.namedChunkGroups)
        .filter(([name]) => name !== group[0])
        .flatMap(([, other]) => other.assets.map((asset) => asset.name)),
    )
    const officeOnly = [...ownAssets].filter((asset) => !sharedAssets.has(asset))
    assert.ok(officeOnly.length > 0)
    // No other built page asks for those files (its scripts, preloads and page data name none of them).
    const pages = fs.readdirSync(publicDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html") && !file.startsWith(`office${path.sep}`) && fs.statSync(path.join(publicDir, file)).isFile())
    for (const file of pages) {
      const html = fs.readFileSync(path.join(publicDir, file), "utf8")
      const referenced = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!)
      for (const asset of officeOnly) assert.equal(referenced.some((url) => url.endsWith(`/${asset}`)), false, `public/${file} loads ${asset}`)
    }
    // And a visitor's browser fetches none of them on the home page, in either language.
    const { page, close } = await openPage({ viewport: PHONE })
    const requested: string[] = []
    page.on("request", (request) => requested.push(new URL(request.url()).pathname))
    await visit(page, "/")
    await visit(page, "/ne/")
    await page.waitForLoadState("networkidle")
    assert.deepEqual(requested.filter((url) => officeOnly.some((asset) => url.endsWith(`/${asset}`)) || url.includes("/office/")), [])
    await close()
  })
})
