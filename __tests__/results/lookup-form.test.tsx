/**
 * @jest-environment node
 */
// The results page's lookup in plain DOM (src/lib/results/lookup-form.ts) on the HTML the build writes
// for it (ResultsLookup, rendered on the server), with no React in the page: a
// real publication of the committed fictional sample, Web Crypto as in the browser, a jsdom document.
import fs from "node:fs"
import path from "node:path"
import { useStaticQuery } from "gatsby"
import { JSDOM } from "jsdom"
import React from "react"
import { renderToString } from "react-dom/server"
import resultsJson from "../../data/results.json"
import { ResultsLookup, type ResultsTexts } from "../../src/features/results/results-lookup"
import { toLocaleDigits } from "../../src/lib/i18n/digits"
import type { Locale } from "../../src/lib/i18n/locales"
import { formatDay, formatTime } from "../../src/lib/nepal-time/texts"
import { checkTyped, fillMarksheet, LOOKUP_ROOT, startResultsLookup } from "../../src/lib/results/lookup-form"
import type { ExamEntry } from "../../src/lib/results/exams"
import { LocaleProvider } from "../../src/state/locale-context"
import { publishSample, sampleStudents } from "../support/published-sample"
import { asStaticQuery, fill, siteFixture } from "../support/site-fixture"

const students = sampleStudents
const texts = resultsJson as unknown as ResultsTexts

let dir: string
let exam: ExamEntry
let codes: Map<string, string>
let requests: string[]
let stop: (() => void) | undefined

beforeAll(async () => {
  ;({ dir, exam, codes } = await publishSample("lookup-form-"))
  jest.mocked(useStaticQuery).mockReturnValue(asStaticQuery({ siteJson: siteFixture() }))
})
afterEach(() => {
  stop?.()
  stop = undefined
})

/** The page's part as the build writes it, in a document of its own, with the exams and shards served from the publication. */
function servedPage(locale: Locale, exams: ExamEntry[] = [exam]) {
  const html = renderToString(
    <LocaleProvider locale={locale}>
      <ResultsLookup texts={texts} />
    </LocaleProvider>,
  )
  const dom = new JSDOM(`<!doctype html><html><body><main>${html}</main></body></html>`, { url: "https://crest.example/results/" })
  const win = dom.window
  requests = []
  const respond = (body: Uint8Array | string | null) =>
    body === null
      ? { ok: false, status: 404 }
      : { ok: true, status: 200, json: async () => JSON.parse(String(body)), arrayBuffer: async () => (body as Uint8Array).slice().buffer }
  const fetcher = async (url: string) => {
    requests.push(url)
    if (url === "/results/exams.json") return respond(JSON.stringify({ exams }))
    const file = path.join(dir, url.replace(/^\/results\//, ""))
    return respond(fs.existsSync(file) ? new Uint8Array(fs.readFileSync(file)) : null)
  }
  // The page's fetch, and the one the lookup's shard request goes through (the browser's global is the window's).
  ;(win as unknown as { fetch: unknown }).fetch = fetcher
  globalThis.fetch = fetcher as unknown as typeof fetch
  const root = win.document.querySelector<HTMLElement>(`[${LOOKUP_ROOT}]`)!
  return { win, doc: win.document, root }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

async function until(check: () => boolean, what: string): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`never happened: ${what}`)
}

function submit(doc: Document, values: { symbolNumber: string; dateOfBirth: string; accessCode: string }) {
  for (const [name, value] of Object.entries(values)) doc.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value = value
  doc.querySelector("form")!.requestSubmit()
}

const alertText = (doc: Document) => doc.querySelector('[role="alert"]')!.textContent

describe("the results page's lookup, on the HTML the build writes", () => {
  it("holds the form hidden, the words and the marksheet's layout in the HTML, and no marksheet", () => {
    const { doc } = servedPage("en")
    expect(doc.querySelector("form")!.hidden).toBe(true)
    expect(doc.querySelector("[data-results-status]")!.textContent).toBe(fill(texts.messages.loading))
    expect(doc.querySelector('[data-testid="marksheet"]')).toBeNull()
    expect(doc.querySelector("template")!.content.querySelector("h2")!.textContent).toBe(fill(texts.marksheet.heading))
    expect(JSON.parse(doc.querySelector('script[type="application/json"]')!.textContent!).messages.notFound).toBe(fill(texts.messages.notFound))
  })

  it("offers the open exams once the list arrives", async () => {
    const { doc, root } = servedPage("en")
    stop = startResultsLookup(root)
    await until(() => !doc.querySelector("form")!.hidden, "the form shown")
    expect([...doc.querySelectorAll("option")].map((option) => [option.value, option.textContent])).toEqual([["test-exam", "Test exam"]])
    expect(doc.querySelector<HTMLElement>("[data-results-status]")!.hidden).toBe(true)
    expect(requests).toEqual(["/results/exams.json"])
  })

  it("opens a student's marksheet, in the page's digits and the sheet's Nepali words, from details typed in Devanagari digits, and focuses its heading", async () => {
    const student = students.find((entry) => entry.marksheet.remarks)!
    // The committed sample gives Nepali subject names, class and remarks: the Nepali page shows them.
    expect(student.marksheet.remarksNe && student.marksheet.classNameNe && student.marksheet.subjects.every((subject) => subject.nameNe)).toBeTruthy()
    const { doc, root } = servedPage("ne")
    stop = startResultsLookup(root)
    await until(() => !doc.querySelector("form")!.hidden, "the form shown")
    submit(doc, { symbolNumber: toLocaleDigits(student.symbolNumber, "ne"), dateOfBirth: toLocaleDigits(student.dateOfBirth.replace(/-/g, "/"), "ne"), accessCode: codes.get(student.symbolNumber)!.toLowerCase() })
    await until(() => doc.querySelector('[data-testid="marksheet"]') !== null, "the marksheet shown")
    const sheet = doc.querySelector<HTMLElement>('[data-testid="marksheet"]')!
    expect(doc.querySelector("form")!.hidden).toBe(true)
    expect(doc.activeElement).toBe(sheet.querySelector("h2"))
    expect(sheet.querySelector('[data-testid="gpa"]')!.textContent).toBe(toLocaleDigits(student.marksheet.gpa, "ne"))
    const rows = [...sheet.querySelectorAll("tbody tr")].map((row) => [...row.children].map((cell) => cell.textContent))
    expect(rows).toEqual(
      student.marksheet.subjects.map((subject) => [
        subject.nameNe,
        toLocaleDigits(subject.creditHours, "ne"),
        subject.marks === null ? "–" : toLocaleDigits(subject.marks, "ne"),
        subject.grade,
        toLocaleDigits(subject.gradePoint.toFixed(1), "ne"),
      ]),
    )
    const facts = [...sheet.querySelectorAll("dl dd")].map((value) => value.textContent)
    expect(facts).toEqual(["परीक्षा", student.marksheet.name, student.marksheet.classNameNe, toLocaleDigits(student.symbolNumber, "ne"), toLocaleDigits(student.dateOfBirth, "ne"), toLocaleDigits(student.marksheet.gpa, "ne"), student.marksheet.remarksNe])
    expect(sheet.querySelector("[data-slot]")).toBeNull()
    expect(requests.filter((url) => url.endsWith(".bin"))).toHaveLength(1)

    // Another lookup: the form again, emptied, focus in its first field.
    sheet.querySelector<HTMLButtonElement>('[data-action="another"]')!.click()
    expect(doc.querySelector('[data-testid="marksheet"]')).toBeNull()
    expect(doc.querySelector("form")!.hidden).toBe(false)
    expect(doc.querySelector<HTMLInputElement>('input[name="symbolNumber"]')!.value).toBe("")
    expect(doc.activeElement).toBe(doc.querySelector('input[name="symbolNumber"]'))
  })

  it("shows the English words on the English page, and on the Nepali page where the sheet gave no Nepali", () => {
    const { doc } = servedPage("ne")
    const student = students[0]!
    const english = { ...student.marksheet, classNameNe: undefined, remarksNe: undefined, subjects: student.marksheet.subjects.map((subject) => ({ ...subject, nameNe: undefined })) }
    const shown = { examTitle: "Test exam", symbolNumber: student.symbolNumber, dateOfBirth: student.dateOfBirth }
    const firstCell = (sheet: HTMLElement) => sheet.querySelector("tbody tr")!.firstElementChild!.textContent
    expect(firstCell(fillMarksheet(doc.querySelector("template")!, { ...shown, marksheet: english }, "ne"))).toBe(student.marksheet.subjects[0]!.name)
    expect(firstCell(fillMarksheet(doc.querySelector("template")!, { ...shown, marksheet: student.marksheet }, "en"))).toBe(student.marksheet.subjects[0]!.name)
  })

  it("leaves out the remarks when a student has none, and writes a grade without marks as a dash", () => {
    const { doc } = servedPage("en")
    const student = students[0]!
    const marksheet = { ...student.marksheet, remarks: "", subjects: [{ ...student.marksheet.subjects[0]!, marks: null }] }
    const sheet = fillMarksheet(doc.querySelector("template")!, { examTitle: "Test exam", symbolNumber: student.symbolNumber, dateOfBirth: student.dateOfBirth, marksheet }, "en")
    expect(sheet.textContent).not.toContain(fill(texts.marksheet.remarks))
    expect([...sheet.querySelectorAll("tbody td")].map((cell) => cell.textContent)[1]).toBe("–")
  })

  it("says one thing for a wrong code and for no such student, after one shard request each", async () => {
    const [student, other] = students
    const { doc, root } = servedPage("en")
    stop = startResultsLookup(root)
    await until(() => !doc.querySelector("form")!.hidden, "the form shown")
    submit(doc, { symbolNumber: student!.symbolNumber, dateOfBirth: student!.dateOfBirth, accessCode: codes.get(other!.symbolNumber)! })
    await until(() => alertText(doc) !== "", "a message")
    expect(alertText(doc)).toBe(fill(texts.messages.notFound))
    submit(doc, { symbolNumber: "9999999", dateOfBirth: student!.dateOfBirth, accessCode: codes.get(student!.symbolNumber)! })
    await until(() => requests.filter((url) => url.endsWith(".bin")).length === 2 && alertText(doc) !== "", "a second message")
    expect(alertText(doc)).toBe(fill(texts.messages.notFound))
    expect(doc.querySelector('[data-testid="marksheet"]')).toBeNull()
  })

  it("says the result could not be read, not that the details are wrong, when the shard arrives cut short", async () => {
    const [student] = students
    const { doc, root } = servedPage("en")
    const whole = globalThis.fetch
    globalThis.fetch = (async (url: string) => {
      const response = (await whole(url)) as unknown as { arrayBuffer?: () => Promise<ArrayBuffer> }
      if (!url.endsWith(".bin") || !response.arrayBuffer) return response
      const bytes = await response.arrayBuffer()
      return { ...response, arrayBuffer: async () => bytes.slice(0, bytes.byteLength - 100) }
    }) as unknown as typeof fetch
    stop = startResultsLookup(root)
    await until(() => !doc.querySelector("form")!.hidden, "the form shown")
    submit(doc, { symbolNumber: student!.symbolNumber, dateOfBirth: student!.dateOfBirth, accessCode: codes.get(student!.symbolNumber)! })
    await until(() => alertText(doc) !== "", "a message")
    expect(alertText(doc)).toBe(fill(texts.messages.unreadable))
    expect(fill(texts.messages.unreadable)).not.toBe(fill(texts.messages.notFound))
  })

  it("asks for every field, and for a date it can read, before any request", async () => {
    const { doc, root } = servedPage("en")
    stop = startResultsLookup(root)
    await until(() => !doc.querySelector("form")!.hidden, "the form shown")
    submit(doc, { symbolNumber: "123", dateOfBirth: "", accessCode: "X" })
    expect(alertText(doc)).toBe(fill(texts.messages.missing))
    submit(doc, { symbolNumber: "123", dateOfBirth: "14 May 2068", accessCode: "X" })
    expect(alertText(doc)).toBe(fill(texts.messages.dateFormat))
    await flush()
    expect(requests).toEqual(["/results/exams.json"])
  })

  it("says when an exam opens, in BS, the page's digits and its part of the day, and shows no form while none is open", async () => {
    const later = { ...exam, opensAt: new Date(Date.now() + 86_400_000).toISOString(), opens: { bsDate: "2090-01-15", time: "14:30" } }
    const { doc, root } = servedPage("ne", [later])
    stop = startResultsLookup(root)
    await until(() => doc.querySelector('[data-testid="opens"]') !== null, "the opening time")
    expect(doc.querySelector('[data-testid="opens"]')!.textContent).toBe(
      fill(texts.messages.opens).replace("{exam}", "परीक्षा").replace("{date}", formatDay("bs", { year: 2090, month: 1, day: 15 }, "ne")).replace("{time}", formatTime("14:30", "ne")),
    )
    // An afternoon hour on the 12-hour clock, never "१४:३०".
    expect(doc.querySelector('[data-testid="opens"]')!.textContent).not.toContain(toLocaleDigits("14:30", "ne"))
    expect(doc.querySelector("form")!.hidden).toBe(true)
  })

  it("says when no exam is published, and when the list cannot be had", async () => {
    const none = servedPage("en", [])
    stop = startResultsLookup(none.root)
    await until(() => none.doc.querySelector("[data-results-status]")!.textContent === fill(texts.messages.noExams), "no exams")
    stop()
    const broken = servedPage("en")
    ;(broken.win as unknown as { fetch: unknown }).fetch = async () => ({ ok: false, status: 500 })
    stop = startResultsLookup(broken.root)
    await until(() => broken.doc.querySelector("[data-results-status]")!.textContent === fill(texts.messages.network), "the network message")
    expect(broken.doc.querySelector("[data-results-status]")!.hasAttribute("data-awaiting")).toBe(false)
  })
})

describe("the typed details", () => {
  it("need every field, and a date as year, month and day in either digits", () => {
    expect(checkTyped({ symbolNumber: " ", dateOfBirth: "2068-05-14", accessCode: "A" })).toEqual({ ok: false, problem: "missing" })
    expect(checkTyped({ symbolNumber: "1", dateOfBirth: "May 2068", accessCode: "A" })).toEqual({ ok: false, problem: "dateFormat" })
    expect(checkTyped({ symbolNumber: "०१२ ३", dateOfBirth: "२०६८/५/४", accessCode: " ab " })).toEqual({ ok: true, details: { symbolNumber: "0123", dateOfBirth: "2068-05-04", accessCode: "ab" } })
  })
})
