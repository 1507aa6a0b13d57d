// Results day in Chromium: a fictional student of the committed sample opens their marksheet in both
// languages; wrong details give one calm message after the same single shard request; a changed byte
// is reported, never shown; before the opening time the page says when results open; the marksheet
// prints on one A4 page; the form and the marksheet pass axe; a first view of the page, before the
// student types, weighs under 60 KB.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { describe, it } from "node:test"
import AxeBuilder from "@axe-core/playwright"
import type { Page, Request } from "playwright-core"
import grading from "../../data/grading.json"
import type resultsJson from "../../data/results.json"
import { toLocaleDigits } from "../../src/lib/i18n/digits"
import { LOCALES, localizedPath } from "../../src/lib/i18n/locales"
import { formatDay, formatTime } from "../../src/lib/nepal-time/texts"
import { parseCsv, readSheet } from "../../src/lib/results/sheet"
import type { ExamList } from "../../src/lib/results/exams"
import { dataIn, fillIn, site } from "../support/content"
import { DESKTOP, PHONE, layoutShift, openPage, recordLayoutShift, useBrowser, useNginx, visit } from "../support/harness"
import { followRequests } from "../support/requests"

useBrowser()
const nginx = useNginx()

const ROOT = path.resolve(__dirname, "../..")
const SAMPLE = path.join(ROOT, "scripts/results/sample/fictional-2083-first-term.csv")
const students = readSheet(fs.readFileSync(SAMPLE, "utf8"), grading).students
const codes = new Map(parseCsv(fs.readFileSync(SAMPLE.replace(/\.csv$/, ".codes.csv"), "utf8")).slice(1).map((row) => [row[0]!, row[3]!]))
const examList = JSON.parse(fs.readFileSync(path.join(ROOT, "static/results/exams.json"), "utf8")) as ExamList
const sample = examList.exams.find((exam) => exam.id === "sample-2083-first-term")!

function toDevanagari(text: string): string {
  return toLocaleDigits(text, "ne")
}

async function fillDetails(page: Page, texts: typeof resultsJson, fill: (text: string) => string, details: { symbolNumber: string; dateOfBirth: string; accessCode: string }) {
  await page.getByLabel(fill(texts.form.symbolNumber)).fill(details.symbolNumber)
  await page.getByLabel(fill(texts.form.dateOfBirth)).fill(details.dateOfBirth)
  await page.getByLabel(fill(texts.form.accessCode)).fill(details.accessCode)
  await page.getByRole("button", { name: fill(texts.form.submit) }).click()
}

/** Every request for a shard the page makes. */
function shardRequests(page: Page): string[] {
  const seen: string[] = []
  page.on("request", (request) => {
    if (/\/results\/[^/]+\/[^/]+\.bin$/.test(new URL(request.url()).pathname)) seen.push(new URL(request.url()).pathname)
  })
  return seen
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)
}

for (const locale of LOCALES) {
  const texts = dataIn<typeof resultsJson>("results.json", locale)
  const fill = fillIn(locale)
  const at = localizedPath("/results/", locale)

  describe(`results in ${locale}`, () => {
    it("opens a student's marksheet from the admit card's details (Devanagari digits too), prints it on one A4 page, and passes axe", async () => {
      const student = students[locale === "en" ? 0 : 5]!
      const { page, context, errors, close } = await openPage({ viewport: PHONE })
      await recordLayoutShift(context)
      const shards = shardRequests(page)
      await visit(page, at)
      await page.getByRole("combobox", { name: fill(texts.form.exam) }).waitFor()
      // The form, drawn once the list of exams arrives, pushes nothing the visitor is reading.
      const shift = await layoutShift(page)
      assert.ok(shift < 0.02, `the page shifted by ${shift.toFixed(3)} while the form arrived`)
      // The date field shows the data's example date, in the page's digits.
      assert.equal(await page.getByLabel(fill(texts.form.dateOfBirth)).getAttribute("placeholder"), toLocaleDigits(texts.form.dateOfBirthExample, locale))
      assert.deepEqual(await axe(page), [])
      const dateOfBirth = locale === "ne" ? toDevanagari(student.dateOfBirth.replace(/-0/g, "-")) : student.dateOfBirth
      await fillDetails(page, texts, fill, { symbolNumber: student.symbolNumber, dateOfBirth, accessCode: codes.get(student.symbolNumber)!.toLowerCase() })
      const sheet = page.getByTestId("marksheet")
      await sheet.waitFor()
      assert.equal(await page.getByRole("heading", { level: 2, name: fill(texts.marksheet.heading) }).isVisible(), true)
      const digits = (text: string) => toLocaleDigits(text, locale)
      assert.equal(await page.getByTestId("gpa").textContent(), digits(student.marksheet.gpa))
      const rows = await sheet.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)))
      assert.deepEqual(
        rows,
        // A Nepali page names each subject as the sheet's Nepali column does, where the sheet gives one.
        student.marksheet.subjects.map((subject) => [(locale === "ne" && subject.nameNe) || subject.name, digits(String(subject.creditHours)), subject.marks === null ? "–" : digits(subject.marks), subject.grade, digits(subject.gradePoint.toFixed(1))]),
      )
      assert.ok((await sheet.textContent())!.includes(student.marksheet.name))
      assert.equal(shards.length, 1)
      // Nothing of the marksheet is cut off or scrolls sideways on a phone.
      const beyond = await sheet.evaluate((element) =>
        [...element.querySelectorAll("*")].filter((child) => child.getBoundingClientRect().right > window.innerWidth + 0.5).map((child) => `${child.tagName} ${Math.round(child.getBoundingClientRect().right)} px`),
      )
      assert.deepEqual(beyond, [])
      assert.deepEqual(await axe(page), [])

      // Printed: the marksheet alone, on one A4 page.
      await page.emulateMedia({ media: "print" })
      assert.equal(await page.getByRole("button", { name: fill(texts.marksheet.print) }).isVisible(), false)
      assert.equal(await page.locator("footer").first().isVisible(), false)
      const pdf = await page.pdf({ format: "A4", printBackground: true })
      assert.equal(pdf.toString("latin1").match(/\/Type\s*\/Page\b/g)?.length, 1)
      await page.emulateMedia({ media: "screen" })

      await page.getByRole("button", { name: fill(texts.marksheet.another) }).click()
      await page.getByLabel(fill(texts.form.symbolNumber)).waitFor()
      assert.deepEqual(errors, [])
      await close()
    })

    it("says one calm thing for a wrong code and for a student who does not exist, after the same single request", async () => {
      const student = students[2]!
      const { page, close } = await openPage({ viewport: DESKTOP })
      const shards = shardRequests(page)
      await visit(page, at)
      const message = page.getByTestId("lookup-message")
      const wrongCode = codes.get(students[3]!.symbolNumber)!
      await fillDetails(page, texts, fill, { symbolNumber: student.symbolNumber, dateOfBirth: student.dateOfBirth, accessCode: wrongCode })
      await page.getByText(fill(texts.messages.notFound)).waitFor()
      const first = await message.textContent()
      await fillDetails(page, texts, fill, { symbolNumber: "9999999", dateOfBirth: student.dateOfBirth, accessCode: codes.get(student.symbolNumber)! })
      await page.getByRole("button", { name: fill(texts.form.submit) }).waitFor()
      await page.getByText(fill(texts.messages.notFound)).waitFor()
      assert.equal(await message.textContent(), first)
      assert.equal(await message.getAttribute("role"), "alert")
      assert.equal(shards.length, 2)
      assert.equal(await page.getByTestId("marksheet").count(), 0)
      assert.deepEqual(await axe(page), [])
      await close()
    })
  })
}

describe("results that cannot be read or are not open yet", () => {
  it("says the result could not be read when a byte of the shard was changed on the way, and shows no marks", async () => {
    const texts = dataIn<typeof resultsJson>("results.json", "en")
    const fill = fillIn("en")
    const student = students[1]!
    const { page, close } = await openPage({ viewport: DESKTOP })
    await page.route(/\/results\/[^/]+\/[^/]+\.bin$/, async (route) => {
      const response = await route.fetch()
      const body = await response.body()
      // Flip one bit in every record past its id: whichever record is the student's, it no longer checks out.
      for (let start = 0; start < body.length; start += sample.recordBytes) body.writeUInt8(body.readUInt8(start + 40) ^ 0x01, start + 40)
      await route.fulfill({ response, body })
    })
    await visit(page, "/results/")
    await fillDetails(page, texts, fill, { symbolNumber: student.symbolNumber, dateOfBirth: student.dateOfBirth, accessCode: codes.get(student.symbolNumber)! })
    await page.getByText(fill(texts.messages.unreadable)).waitFor()
    assert.equal(await page.getByTestId("marksheet").count(), 0)
    await close()
  })

  for (const locale of LOCALES) {
    it(`says when results open, in BS and Nepal time, before the opening (${locale})`, async () => {
      const texts = dataIn<typeof resultsJson>("results.json", locale)
      const fill = fillIn(locale)
      const { page, close } = await openPage({ viewport: PHONE })
      const later = { ...sample, opensAt: new Date(Date.now() + 86_400_000).toISOString(), opens: { bsDate: "2090-01-15", time: "10:30" } }
      await page.route("**/results/exams.json", (route) => route.fulfill({ json: { exams: [later] } }))
      await visit(page, localizedPath("/results/", locale))
      const opens = page.getByTestId("opens")
      await opens.waitFor()
      const expected = fill(texts.messages.opens)
        .replace("{exam}", later.title[locale])
        .replace("{date}", formatDay("bs", { year: 2090, month: 1, day: 15 }, locale))
        .replace("{time}", formatTime("10:30", locale))
      assert.equal(await opens.textContent(), expected)
      // The form stays hidden in the page's HTML: nothing to type into before the opening.
      assert.equal(await page.getByLabel(fill(texts.form.accessCode)).isVisible(), false)
      await close()
    })
  }
})

describe("the results page reached through the router", () => {
  it("runs the same lookup when React draws the page after a click on the footer's link", async () => {
    const texts = dataIn<typeof resultsJson>("results.json", "en")
    const fill = fillIn("en")
    const link = site.footer.quickLinks.find((entry) => entry.to === "/results")!
    const student = students[4]!
    const { page, errors, close } = await openPage({ viewport: DESKTOP })
    // From a page that runs React (not a light page, whose links load the next page afresh).
    await visit(page, "/search/")
    await page.getByRole("contentinfo").getByRole("link", { name: fill(link.label), exact: true }).click()
    await page.waitForURL("**/results/")
    // Still the search page's document, React drawing the results page: not the light page's HTML.
    assert.equal(await page.locator("script[data-light-page]").count(), 0)
    await fillDetails(page, texts, fill, { symbolNumber: student.symbolNumber, dateOfBirth: student.dateOfBirth, accessCode: codes.get(student.symbolNumber)! })
    await page.getByTestId("marksheet").waitFor()
    assert.equal(await page.getByTestId("gpa").textContent(), student.marksheet.gpa)
    assert.deepEqual(errors, [])
    await close()
  })
})

// Results day on a slow phone: what the page costs before the student types, counted as the page-weight
// walk counts (e2e/tests/page-weight.test.ts): every response body, compressed as nginx serves the build,
// from an empty cache until the network is idle, on a first visit.
const FIRST_VIEW_BUDGET = 60 * 1024

describe("the results page's first view", () => {
  for (const locale of LOCALES) {
    const at = localizedPath("/results/", locale)
    it(`${at} weighs under ${FIRST_VIEW_BUDGET / 1024} KB before the student types, with no font file and no script but the site's own`, async () => {
      const texts = dataIn<typeof resultsJson>("results.json", locale)
      const { page, context, errors, close } = await openPage({ viewport: PHONE, firstVisit: true, baseURL: nginx.url })
      const bodies: Promise<{ path: string; type: string; bytes: number }>[] = []
      const count = (request: Request) =>
        bodies.push(request.sizes().then((sizes) => ({ path: new URL(request.url()).pathname, type: request.resourceType(), bytes: sizes.responseBodySize })))
      context.on("requestfinished", count)
      const network = followRequests(context)
      await page.goto(at, { waitUntil: "load" })
      await page.getByRole("combobox", { name: fillIn(locale)(texts.form.exam) }).waitFor()
      await network.quiet()
      context.off("requestfinished", count)
      const transfers = await Promise.all(bodies)
      const total = transfers.reduce((sum, transfer) => sum + transfer.bytes, 0)
      const listed = transfers.map((transfer) => `${(transfer.bytes / 1024).toFixed(1)} KB ${transfer.path}`).join(", ")
      console.log(`${at}: ${(total / 1024).toFixed(1)} KB before typing (${listed})`)
      assert.ok(transfers.some((transfer) => transfer.path === at), `${at}: the page itself was not counted`)
      assert.ok(total < FIRST_VIEW_BUDGET, `${at}: ${(total / 1024).toFixed(1)} KB before typing: ${listed}`)
      assert.deepEqual(transfers.filter((transfer) => transfer.type === "font").map((transfer) => transfer.path), [])
      const scripts = transfers.filter((transfer) => transfer.type === "script").map((transfer) => transfer.path)
      assert.deepEqual(scripts.filter((script) => !/^\/scripts\/[\w-]+\.js$/.test(script)), [])
      assert.deepEqual(errors, [])
      await close()
    })
  }
})
