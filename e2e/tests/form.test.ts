// The admission form: /form/ frames the school's form page, which checks the answers, keeps a draft,
// and sends them to a form service, here a small recording server on loopback.
import assert from "node:assert/strict"
import http from "node:http"
import type { AddressInfo } from "node:net"
import { after, before, describe, it } from "node:test"
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "playwright-core"
import formJson from "../../data/form.json"
import admission from "../../data/admission-form.json"
import messages from "../../data/messages.json"
import nepaliFormJson from "../../data/ne/form.json"
import { localizedPath } from "../../src/lib/i18n/locales"
import { withTranslations } from "../../src/lib/i18n/overlay-merge"
import { messagesFor } from "../../src/lib/messages"
import { fillPlaceholders } from "../../src/lib/placeholders"
import { BASE_URL, DESKTOP, PHONE, STATIC_URL, hasHorizontalScroll, openPage, reload, useBrowser, visit } from "../support/harness"
import { CHOSEN, NEPALI_ADMISSION, fillValidAnswers, fillValidInNepali } from "../support/admission-answers"
import { fill, site } from "../support/content"

useBrowser()

const q = admission.questions
// The answers of e2e/support/admission-answers.ts, whose choices come from the data.
const { level, relation, heardFrom } = CHOSEN
// The Nepali pages' words: the English data with the Nepali overlay's put in, as the build makes them.
const nepaliForm = withTranslations(formJson, nepaliFormJson)
const nepali = NEPALI_ADMISSION
const nq = nepali.questions
const nepaliMessages = messagesFor("ne")

// A stand-in form service: records each POST and answers with the status the test asks for. It allows
// the site's origin (CORS), because the browser sends JSON to it from another port.
interface Recorder {
  url: string
  received: Record<string, string>[]
  status: number
  close: () => Promise<void>
}

async function startRecorder(): Promise<Recorder> {
  const recorder: Recorder = { url: "", received: [], status: 200, close: async () => undefined }
  const server = http.createServer((request, response) => {
    const cors = {
      "Access-Control-Allow-Origin": request.headers.origin ?? "*",
      "Access-Control-Allow-Methods": "POST, OPTIONS",
      "Access-Control-Allow-Headers": "Content-Type, Accept",
    }
    if (request.method === "OPTIONS") {
      response.writeHead(204, cors).end()
      return
    }
    let body = ""
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")))
    request.on("end", () => {
      if (recorder.status < 300) recorder.received.push(JSON.parse(body) as Record<string, string>)
      response.writeHead(recorder.status, { ...cors, "Content-Type": "application/json" }).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  recorder.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/applications`
  recorder.close = () => new Promise((resolve) => server.close(() => resolve()))
  return recorder
}

let recorder: Recorder
before(async () => {
  recorder = await startRecorder()
})
after(async () => {
  await recorder.close()
})

/** A page whose form sends to the recorder (set before any script of the site runs). */
async function openForm(options: { viewport?: { width: number; height: number }; endpoint?: boolean } = {}) {
  // The school's server sends the site's policy, whose connect-src names the real form service, not
  // this recorder on another port.
  const opened = await openPage({ viewport: options.viewport, bypassCSP: options.endpoint !== false })
  if (options.endpoint !== false) {
    await opened.context.addInitScript((url) => {
      window.__CREST_FORM_ENDPOINT__ = url
    }, recorder.url)
  }
  return opened
}

async function activeId(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.id ?? "")
}

/** The focused element is the error summary, with its title, and its top is on screen. */
async function summaryFocusedInView(page: Page, title: string): Promise<void> {
  // The page scrolls smoothly: give it time to arrive (the assertion below says where it stopped).
  await page
    .waitForFunction(() => {
      const top = document.activeElement?.getBoundingClientRect().top ?? -1
      return top >= 0 && top < window.innerHeight / 2
    }, null, { timeout: 3000 })
    .catch(() => undefined)
  const focused = await page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null
    const box = active?.getBoundingClientRect()
    return { role: active?.getAttribute("role"), text: active?.textContent ?? "", top: box?.top ?? -1, height: window.innerHeight }
  })
  assert.equal(focused.role, "alert")
  assert.ok(focused.text.startsWith(title), `focus on "${focused.text.slice(0, 60)}"`)
  assert.ok(focused.top >= 0 && focused.top < focused.height / 2, `summary top at ${focused.top} of ${focused.height} px`)
}

/** The question's words (legend or label) are wholly on screen, below the navigation bar. */
async function titleInView(page: Page, title: string): Promise<void> {
  await page
    .waitForFunction((words) => {
      const element = [...document.querySelectorAll("legend, label")].find((candidate) => candidate.textContent?.startsWith(words))
      const rect = element?.getBoundingClientRect()
      return rect !== undefined && rect.top >= 0 && rect.bottom <= window.innerHeight
    }, title, { timeout: 3000 })
    .catch(() => undefined)
  const box = await page.evaluate((words) => {
    const element = [...document.querySelectorAll("legend, label")].find((candidate) => candidate.textContent?.startsWith(words))
    const rect = element?.getBoundingClientRect()
    const bar = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0
    return rect ? { top: rect.top, bottom: rect.bottom, bar, height: window.innerHeight } : null
  }, title)
  assert.ok(box, `no label or legend "${title}"`)
  assert.ok(box.top >= box.bar - 1 && box.bottom <= box.height, `"${title}" at ${box.top}–${box.bottom} px (bar ends ${box.bar}, screen ${box.height})`)
}

describe("/form/", () => {
  it("frames the school form page full-screen below the navigation bar, titled for screen readers", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors, close } = await openForm({ viewport })
      await visit(page, "/form/")
      const frame = page.locator("iframe")
      assert.equal(await frame.getAttribute("title"), fill(formJson.frameTitle))
      assert.equal(await frame.getAttribute("src"), "/school-form/")
      const box = (await frame.boundingBox())!
      const navHeight = (await page.getByRole("banner").boundingBox())!.height
      assert.ok(Math.abs(box.height - (viewport.height - navHeight)) <= 2, `frame ${box.height} px tall at ${viewport.width} px`)
      assert.equal(box.width, viewport.width)
      const link = page.getByRole("link", { name: fill(formJson.openInTab) })
      assert.equal(await link.getAttribute("href"), "/school-form/")
      assert.equal(await link.getAttribute("target"), "_blank")
      // Inside the frame the form's own header (way back, print) gives way to the site's navigation.
      const form = page.frameLocator("iframe")
      await form.getByLabel(q.studentName.label).waitFor()
      assert.equal(await form.getByRole("link", { name: fill(admission.backLink.label) }).isVisible(), false)
      assert.equal(await hasHorizontalScroll(page), false)
      assert.deepEqual(errors, [])
      await close()
    }
  })

  it("delivers a valid application, whole, to the form service, and confirms with what happens next", async () => {
    const { page, errors, close } = await openForm({ viewport: PHONE })
    await visit(page, "/form/")
    const form = page.frameLocator("iframe")
    await fillValidAnswers(form)
    const before = recorder.received.length
    await form.getByRole("button", { name: admission.submitLabel }).click()
    await form.getByRole("heading", { name: admission.success.title, level: 2 }).waitFor()
    assert.equal(recorder.received.length, before + 1)
    const { sentAt, ...sent } = recorder.received.at(-1)!
    assert.ok(!Number.isNaN(Date.parse(sentAt!)))
    assert.deepEqual(sent, {
      form: "admission",
      language: "en",
      studentName: "Aarav Shrestha",
      dateOfBirth: "2016-03-27",
      dateOfBirthBs: "2072-12-14",
      gender: q.gender.options[0]!.label,
      level: level.label,
      previousSchool: "Sunrise English School",
      lastGrade: "Grade 2, GPA 3.4",
      parentName: "Sita Shrestha",
      relation: relation.label,
      phone: "+9779841234567",
      phoneAsWritten: "+977 984-1234567",
      email: "sita@example.com",
      address: "Jhamsikhel, Ward 3, Lalitpur",
      heardFrom: heardFrom.label,
      message: "She loves drawing.",
      consent: "yes",
    })
    for (const step of admission.success.next) await form.getByText(fill(step)).waitFor()
    // The notification says so too, and the draft is gone: a reload shows an empty form.
    await form.getByRole("region", { name: messages.notifications.framedRegionLabel }).getByText(admission.success.notification).waitFor()
    await reload(page)
    assert.equal(await page.frameLocator("iframe").getByLabel(q.studentName.label).inputValue(), "")
    assert.deepEqual(errors, [])
    await close()
  })
})

describe("/ne/form/", () => {
  it("frames and links the Nepali form page, in Nepali", async () => {
    const { page, errors, close } = await openForm({ viewport: PHONE })
    await visit(page, "/ne/form/")
    const frame = page.locator("iframe")
    assert.equal(await frame.getAttribute("title"), fill(nepaliForm.frameTitle))
    assert.equal(await frame.getAttribute("src"), localizedPath("/school-form/", "ne"))
    const link = page.getByRole("link", { name: fill(nepaliForm.openInTab) })
    assert.equal(await link.getAttribute("href"), localizedPath("/school-form/", "ne"))
    const form = page.frameLocator("iframe")
    await form.getByRole("heading", { level: 1, name: fill(nepali.heading) }).waitFor()
    assert.equal(await form.locator("html").getAttribute("lang"), "ne")
    assert.deepEqual(errors, [])
    await close()
  })

  it("sends an application typed in Devanagari to the office in English words and ASCII digits, naming the language", async () => {
    const { page, errors, close } = await openForm({ viewport: PHONE })
    await visit(page, "/ne/form/")
    const form = page.frameLocator("iframe")
    await fillValidInNepali(form)
    const before = recorder.received.length
    await form.getByRole("button", { name: nepali.submitLabel }).click()
    await form.getByRole("heading", { name: nepali.success.title, level: 2 }).waitFor()
    assert.equal(recorder.received.length, before + 1)
    const { sentAt, ...sent } = recorder.received.at(-1)!
    assert.ok(!Number.isNaN(Date.parse(sentAt!)))
    assert.deepEqual(sent, {
      form: "admission",
      language: "ne",
      studentName: "आरव श्रेष्ठ",
      dateOfBirth: "2016-03-27",
      dateOfBirthBs: "2072-12-14",
      gender: q.gender.options[0]!.label,
      level: level.label,
      previousSchool: "",
      lastGrade: "",
      parentName: "सीता श्रेष्ठ",
      relation: relation.label,
      phone: "+9779841234567",
      phoneAsWritten: "+977 984-1234567",
      email: "",
      address: "झम्सिखेल, वडा नं. ३, ललितपुर",
      heardFrom: heardFrom.label,
      message: "",
      consent: "yes",
    })
    await form.getByRole("region", { name: nepaliMessages.notifications.framedRegionLabel }).getByText(nepali.success.notification).waitFor()
    assert.deepEqual(errors, [])
    await close()
  })
})

describe("/ne/school-form/", () => {
  it("refuses an empty application with the Nepali messages and summary", async () => {
    const { page, close } = await openForm()
    await visit(page, "/ne/school-form/")
    const before = recorder.received.length
    await page.getByRole("button", { name: nepali.submitLabel }).click()
    const summary = page.getByRole("alert").filter({ hasText: nepali.errorSummaryTitle })
    await summary.waitFor()
    const expected = [
      nq.studentName.errors.required,
      nq.dateOfBirth.errors.required,
      nq.gender.errors.required,
      nq.level.errors.required,
      nq.parentName.errors.required,
      nq.relation.errors.required,
      nq.phone.errors.required,
      nq.address.errors.required,
      nq.consent.errors.required,
    ]
    assert.deepEqual(await summary.getByRole("link").allTextContents(), expected)
    await summaryFocusedInView(page, nepali.errorSummaryTitle)
    await summary.getByRole("link", { name: nq.phone.errors.required }).click()
    assert.equal(await activeId(page), "admission-phone")
    await titleInView(page, nq.phone.label)
    assert.equal(recorder.received.length, before)
    await close()
  })

  it("explains a failed send in Nepali, and its email is for the English-speaking office", async () => {
    const { page, close } = await openForm()
    await visit(page, "/ne/school-form/")
    await fillValidInNepali(page)
    recorder.status = 503
    try {
      await page.getByRole("button", { name: nepali.submitLabel }).click()
      const reason = fillPlaceholders(nepali.failure.status, { status: 503 })
      await page.getByRole("region", { name: nepaliMessages.notifications.regionLabel }).getByText(reason).waitFor()
      const panel = page.getByTestId("send-failure")
      await panel.getByRole("heading", { name: nepali.failure.title }).waitFor()
      const mailto = decodeURIComponent((await panel.getByRole("link", { name: nepali.email.label }).getAttribute("href"))!)
      assert.ok(mailto.startsWith(`mailto:${site.email}?subject=${fillPlaceholders(fill(admission.email.subject), { student: "आरव श्रेष्ठ", level: level.label })}`))
      assert.ok(mailto.includes(fillPlaceholders(admission.email.languageLine, { language: admission.email.languageNames.ne })))
      assert.ok(mailto.includes(`${q.phone.label}: +977 984-1234567`))
      assert.ok(mailto.includes(`${q.relation.label}: ${relation.label}`))
      assert.ok(!mailto.includes(nq.phone.label))
    } finally {
      recorder.status = 200
    }
    await close()
  })

  it("brings back a draft started on the English page", async () => {
    const { page, close } = await openForm()
    await visit(page, "/school-form/")
    await page.getByLabel(q.studentName.label).fill("Aarav Shrestha")
    await page.getByRole("radio", { name: q.dateOfBirth.calendars[1]!.label }).check()
    await page.getByLabel(q.relation.label).selectOption(relation.value)
    await visit(page, "/ne/school-form/")
    await page.getByRole("button", { name: nepali.draft.clearLabel }).waitFor()
    assert.equal(await page.getByLabel(nq.studentName.label).inputValue(), "Aarav Shrestha")
    assert.equal(await page.getByRole("radio", { name: nq.dateOfBirth.calendars[1]!.label }).isChecked(), true)
    assert.equal(await page.getByLabel(nq.relation.label).inputValue(), relation.value)
    await close()
  })
})

describe("/school-form/", () => {
  it("blocks an application with mistakes, with the right messages and a focused summary whose links lead to each question", async () => {
    const { page, close } = await openForm()
    await visit(page, "/school-form/")
    await page.getByLabel(q.studentName.label).fill("Aarav 2")
    await page.getByLabel(q.dateOfBirth.dayLabel, { exact: true }).fill("30")
    await page.getByLabel(q.dateOfBirth.monthLabel, { exact: true }).fill("2")
    await page.getByLabel(q.dateOfBirth.yearLabel, { exact: true }).fill("2016")
    await page.getByLabel(q.phone.label).fill("984123456")
    await page.getByLabel(q.email.label).fill("sita@gmail")
    const before = recorder.received.length
    await page.getByRole("button", { name: admission.submitLabel }).click()
    const summary = page.getByRole("alert").filter({ hasText: admission.errorSummaryTitle })
    await summary.waitFor()
    const expected = [
      q.studentName.errors.invalid,
      fillPlaceholders(q.dateOfBirth.errors.invalidDay, { days: 29 }),
      q.gender.errors.required,
      q.level.errors.required,
      q.parentName.errors.required,
      q.relation.errors.required,
      fillPlaceholders(q.phone.errors.mobileLength, { digits: 9 }),
      q.email.errors.invalid,
      q.address.errors.required,
      q.consent.errors.required,
    ]
    assert.deepEqual(await summary.getByRole("link").allTextContents(), expected)
    await summaryFocusedInView(page, admission.errorSummaryTitle)
    const phone = page.getByLabel(q.phone.label)
    assert.equal(await phone.getAttribute("aria-invalid"), "true")
    assert.match((await phone.getAttribute("aria-describedby")) ?? "", /admission-phone-error/)
    // A link of the summary takes the cursor to its question, whose words are in view.
    await summary.getByRole("link", { name: q.email.errors.invalid }).click()
    assert.equal(await activeId(page), "admission-email")
    await titleInView(page, q.email.label)
    await summary.getByRole("link", { name: q.gender.errors.required }).click()
    assert.equal(await activeId(page), "admission-gender")
    await titleInView(page, q.gender.label)
    assert.equal(recorder.received.length, before)
    await close()
  })

  it("keeps every answer when the service fails, explains in a notification, and sends on retry", async () => {
    const { page, close } = await openForm()
    await visit(page, "/school-form/")
    await fillValidAnswers(page)
    recorder.status = 500
    try {
      await page.getByRole("button", { name: admission.submitLabel }).click()
      const reason = fillPlaceholders(admission.failure.status, { status: 500 })
      await page.getByRole("region", { name: messages.notifications.regionLabel }).getByText(reason).waitFor()
      const panel = page.getByTestId("send-failure")
      await panel.getByText(reason).waitFor()
      assert.equal(await page.getByLabel(q.studentName.label).inputValue(), "Aarav Shrestha")
      assert.equal(await page.getByLabel(q.phone.label).inputValue(), "+977 984-1234567")
      const mailto = (await panel.getByRole("link", { name: admission.email.label }).getAttribute("href"))!
      assert.ok(mailto.startsWith(`mailto:${site.email}?subject=`))
      assert.match(decodeURIComponent(mailto), /Aarav Shrestha/)
      recorder.status = 200
      const before = recorder.received.length
      await panel.getByRole("button", { name: admission.failure.retryLabel }).click()
      await page.getByRole("heading", { name: admission.success.title }).waitFor()
      assert.equal(recorder.received.length, before + 1)
    } finally {
      recorder.status = 200
    }
    await close()
  })

  it("brings back a draft after a reload", async () => {
    const { page, close } = await openForm()
    await visit(page, "/school-form/")
    await page.getByLabel(q.studentName.label).fill("Aarav Shrestha")
    await page.getByLabel(q.dateOfBirth.yearLabel, { exact: true }).fill("2016")
    await page.getByRole("radio", { name: q.dateOfBirth.calendars[1]!.label }).check()
    await page.getByLabel(q.phone.label).fill("9841234567")
    await reload(page)
    await page.getByRole("button", { name: admission.draft.clearLabel }).waitFor()
    assert.equal(await page.getByLabel(q.studentName.label).inputValue(), "Aarav Shrestha")
    assert.equal(await page.getByLabel(q.dateOfBirth.yearLabel, { exact: true }).inputValue(), "2016")
    assert.equal(await page.getByRole("radio", { name: q.dateOfBirth.calendars[1]!.label }).isChecked(), true)
    assert.equal(await page.getByLabel(q.phone.label).inputValue(), "9841234567")
    await close()
  })

  it("on a static host without the receiver says so honestly and offers the email route", async () => {
    const { page, close } = await openPage({ baseURL: STATIC_URL })
    await visit(page, "/school-form/")
    await fillValidAnswers(page)
    // The data names the site's own receiver; this host answers /api/applications with 404.
    await page.getByRole("button", { name: admission.submitLabel }).click()
    await page.getByTestId("no-endpoint").getByText(admission.noEndpoint.text).waitFor()
    assert.equal(await page.getByRole("button", { name: admission.submitLabel }).count(), 0)
    assert.equal(await page.getByLabel(q.studentName.label).inputValue(), "Aarav Shrestha")
    const href = (await page.getByRole("link", { name: admission.email.label }).getAttribute("href"))!
    assert.ok(href.startsWith(`mailto:${site.email}?subject=`))
    await close()
  })

  it("opened alone, has its own header and way back, and prints without its buttons", async () => {
    const { page, errors, close } = await openForm({ viewport: PHONE })
    await visit(page, "/school-form/")
    await page.getByRole("link", { name: fill(admission.backLink.label) }).waitFor()
    assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), fill(admission.heading))
    assert.equal(await hasHorizontalScroll(page), false)
    await page.emulateMedia({ media: "print" })
    assert.equal(await page.getByRole("button", { name: admission.printLabel }).isVisible(), false)
    assert.equal(await page.getByRole("button", { name: admission.submitLabel }).isVisible(), false)
    assert.equal(await page.getByLabel(q.studentName.label).isVisible(), true)
    assert.deepEqual(errors, [])
    await close()
  })

  it("has no WCAG 2.1 AA problems (axe), framed or alone, at 390 and 1280 px, with errors showing too", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, close } = await openForm({ viewport })
      const checks = [
        ["/form/", false, admission],
        ["/school-form/", false, admission],
        ["/school-form/", true, admission],
        ["/ne/school-form/", true, nepali],
      ] as const
      for (const [route, showErrors, words] of checks) {
        await visit(page, route)
        if (showErrors) {
          await page.getByRole("button", { name: words.submitLabel }).click()
          await page.getByRole("alert").filter({ hasText: words.errorSummaryTitle }).waitFor()
        }
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          // The site footer's buttons belong to the layout's own checks, not this page's.
          .exclude("footer:not([aria-label])")
          .analyze()
        const found = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)
        assert.deepEqual(found, [], `${route} at ${viewport.width} px${showErrors ? " with errors" : ""}`)
      }
      await close()
    }
  })

  it("is linked from the site's admissions buttons", async () => {
    const { page, close } = await openForm()
    await visit(page, "/")
    await page.getByRole("contentinfo").getByRole("link", { name: site.footer.admissions.label, exact: true }).click()
    await page.waitForURL(`${BASE_URL}/form/`)
    await page.frameLocator("iframe").getByLabel(q.studentName.label).waitFor()
    await close()
  })
})
