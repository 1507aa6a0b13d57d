// The results page's lookup, in plain DOM, on the markup the page's HTML already holds (ResultsLookup in
// src/features/results/ writes it at build time: the form, the marksheet's <template>, and the page's
// words as a JSON data block); the `results-lookup` page module starts it in the browser. It holds no
// word of the school's: every text it shows comes from the page.
//
// The steps: fetch the list of exams (a publication can change without the page being rebuilt), offer
// the open ones and say when the others open; on submit read the typed details, derive the key, fetch
// the one shard and open the record (lookup.ts); show the marksheet, or one calm message whatever was
// wrong, so the page never tells whether a student exists.
import { toLocaleDigits } from "../i18n/digits"
import type { Locale } from "../i18n/locales"
import { parseIsoDay } from "../nepal-time/day"
import { formatDayWith, type DayWords } from "../nepal-time/format-day"
import { formatTimeWith, type TimeWords } from "../nepal-time/format-time"
import { fillPlaceholders } from "../placeholders"
import { normalDateOfBirth, normalSymbolNumber } from "./crypto"
import { EXAMS_URL, isOpen, type ExamEntry, type ExamList } from "./exams"
import { lookUpResult, type TypedDetails } from "./lookup"
import { marksheetIn, type Marksheet } from "./marksheet"

/** Marks the lookup's root element in the page. */
export const LOOKUP_ROOT = "data-results-lookup"
/** Marks the JSON data block with the page's words (LookupTexts). */
export const LOOKUP_TEXTS = "data-results-texts"
/** Marks the marksheet's <template>. */
export const MARKSHEET_TEMPLATE = "data-results-marksheet"

export type LookupMessage = "loading" | "noExams" | "opens" | "missing" | "dateFormat" | "notFound" | "unreadable" | "network" | "unsupported"

/** What the page writes for the script, placeholders of the site already filled in. */
export interface LookupTexts {
  locale: Locale
  submit: string
  working: string
  /** "opens" still says {exam}, {date} and {time}. */
  messages: Record<LookupMessage, string>
  /** The page language's words for writing the BS day results open. */
  dates: DayWords
  /** And for the time they open ("बिहान १०:०० बजे" on a Nepali page, never "10:00"). */
  times: Pick<TimeWords, "time" | "dayParts">
}

/** The values of the marksheet's layout the script fills in: data-slot="…" in the template. */
export type MarksheetSlot = "exam" | "name" | "className" | "symbolNumber" | "dateOfBirth" | "subject" | "creditHours" | "marks" | "grade" | "gradePoint" | "gpa" | "remarks"

export type TypedCheck = { ok: true; details: TypedDetails } | { ok: false; problem: "missing" | "dateFormat" }

/** The form's three fields as typed: every one filled in, and a date of birth that reads as year, month and day. */
export function checkTyped(typed: { symbolNumber: string; dateOfBirth: string; accessCode: string }): TypedCheck {
  const symbolNumber = normalSymbolNumber(typed.symbolNumber)
  const dateText = typed.dateOfBirth.trim()
  const accessCode = typed.accessCode.trim()
  if (!symbolNumber || !dateText || !accessCode) return { ok: false, problem: "missing" }
  const dateOfBirth = normalDateOfBirth(dateText)
  if (!dateOfBirth) return { ok: false, problem: "dateFormat" }
  return { ok: true, details: { symbolNumber, dateOfBirth, accessCode } }
}

/** "Results of {exam} open on {date} at {time}" for an exam not open yet, in the page's language. */
export function opensText(texts: LookupTexts, exam: ExamEntry): string {
  const day = parseIsoDay(exam.opens.bsDate)
  return fillPlaceholders(texts.messages.opens, {
    exam: exam.title[texts.locale],
    date: day ? formatDayWith(texts.dates, "bs", day, texts.locale) : toLocaleDigits(exam.opens.bsDate, texts.locale),
    time: formatTimeWith(texts.times, exam.opens.time, texts.locale),
  })
}

export interface ShownMarksheet {
  examTitle: string
  symbolNumber: string
  dateOfBirth: string
  marksheet: Marksheet
}

/** A filled copy of the marksheet's layout: each slot's value, one table row per subject, numbers in the page's digits. */
export function fillMarksheet(template: HTMLTemplateElement, shown: ShownMarksheet, locale: Locale): HTMLElement {
  const source = template.content.firstElementChild
  if (!source) throw new Error("the marksheet's template is empty")
  const sheet = template.ownerDocument.importNode(source, true) as HTMLElement
  const digits = (text: string | number) => toLocaleDigits(text, locale)
  const set = (within: ParentNode, slot: MarksheetSlot, value: string) => {
    const element = within.querySelector(`[data-slot="${slot}"]`)
    if (element) element.textContent = value
  }
  const marksheet = marksheetIn(shown.marksheet, locale)
  set(sheet, "exam", shown.examTitle)
  set(sheet, "name", marksheet.name)
  set(sheet, "className", marksheet.className)
  set(sheet, "symbolNumber", digits(shown.symbolNumber))
  set(sheet, "dateOfBirth", digits(shown.dateOfBirth))
  set(sheet, "gpa", digits(marksheet.gpa))
  set(sheet, "remarks", marksheet.remarks)
  const remarks = sheet.querySelector<HTMLElement>('[data-slot-group="remarks"]')
  if (remarks && !marksheet.remarks) remarks.remove()
  const row = sheet.querySelector("[data-subject-row]")
  if (row) {
    for (const subject of marksheet.subjects) {
      const copy = row.cloneNode(true) as HTMLElement
      copy.removeAttribute("data-subject-row")
      set(copy, "subject", subject.name)
      set(copy, "creditHours", digits(subject.creditHours))
      set(copy, "marks", subject.marks === null ? "–" : digits(subject.marks))
      set(copy, "grade", subject.grade)
      set(copy, "gradePoint", digits(subject.gradePoint.toFixed(1)))
      row.before(copy)
    }
    row.remove()
  }
  for (const slot of sheet.querySelectorAll("[data-slot]")) slot.removeAttribute("data-slot")
  return sheet
}

export interface LookupOptions {
  /** The visitor's clock, for the exams' opening times. */
  now?: () => number
  lookUp?: typeof lookUpResult
}

/** Starts the lookup on its root element (LOOKUP_ROOT); the function it returns stops it (React's page, leaving). */
export function startResultsLookup(root: HTMLElement, options: LookupOptions = {}): () => void {
  const { now = Date.now, lookUp = lookUpResult } = options
  const doc = root.ownerDocument
  const win = doc.defaultView!
  // The page's own, so its listeners take its signal (a test's document lives in a window of its own).
  const stop = new win.AbortController()
  const texts = JSON.parse(root.querySelector(`script[${LOOKUP_TEXTS}]`)?.textContent ?? "null") as LookupTexts | null
  const status = root.querySelector<HTMLElement>("[data-results-status]")
  const form = root.querySelector<HTMLFormElement>("form[data-results-form]")
  const template = root.querySelector<HTMLTemplateElement>(`template[${MARKSHEET_TEMPLATE}]`)
  const select = form?.querySelector("select")
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  const message = form?.querySelector<HTMLElement>('[role="alert"]')
  if (!texts || !status || !form || !template || !select || !submit || !message) throw new Error("the results page's markup is not the lookup's")
  const say = (key: LookupMessage) => (message.textContent = texts.messages[key])
  // React, drawing the page in the browser, puts a template's children in the element itself, where they
  // are part of the page (its ids twice once a marksheet shows); the server's HTML has them in the
  // template's content, out of the page. React never redraws this part, so they can move there.
  if (template.firstChild) template.content.append(...template.childNodes)

  let exams: ExamEntry[] = []
  const opens: HTMLElement[] = []
  let working = false
  let sheet: HTMLElement | null = null

  function showExams(list: ExamEntry[]): void {
    status!.removeAttribute("data-awaiting")
    if (list.length === 0) {
      status!.textContent = texts!.messages.noExams
      return
    }
    const at = now()
    exams = list.filter((exam) => isOpen(exam, at))
    for (const exam of list.filter((entry) => !isOpen(entry, at))) {
      // The status paragraph's look, one per exam still closed.
      const line = status!.cloneNode(false) as HTMLElement
      line.removeAttribute("data-results-status")
      line.dataset.testid = "opens"
      line.textContent = opensText(texts!, exam)
      form!.before(line)
      opens.push(line)
    }
    status!.hidden = true
    if (exams.length === 0) return
    select!.replaceChildren(...exams.map((exam) => new win.Option(exam.title[texts!.locale], exam.id)))
    form!.hidden = false
  }

  function setWorking(on: boolean): void {
    working = on
    submit!.disabled = on
    submit!.textContent = on ? texts!.working : texts!.submit
  }

  async function onSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault()
    const exam = exams.find((entry) => entry.id === select!.value) ?? exams[0]
    if (!exam || working) return
    const values = new win.FormData(form!)
    const typed = checkTyped({
      symbolNumber: String(values.get("symbolNumber") ?? ""),
      dateOfBirth: String(values.get("dateOfBirth") ?? ""),
      accessCode: String(values.get("accessCode") ?? ""),
    })
    if (!typed.ok) return void say(typed.problem)
    // What crypto.ts uses: Web Crypto, missing from old browsers and from pages not served over https.
    if (!globalThis.crypto?.subtle) return void say("unsupported")
    setWorking(true)
    // Emptied first, so a second failure in a row is announced again.
    message!.textContent = ""
    const result = await lookUp(exam, typed.details)
    if (stop.signal.aborted) return
    setWorking(false)
    // notFound, unreadable, network: each result has its own message, of the same name.
    if (result.status !== "found") return void say(result.status)
    showMarksheet({ examTitle: exam.title[texts!.locale], symbolNumber: typed.details.symbolNumber, dateOfBirth: typed.details.dateOfBirth, marksheet: result.marksheet })
  }

  function showMarksheet(shown: ShownMarksheet): void {
    sheet = fillMarksheet(template!, shown, texts!.locale)
    form!.hidden = true
    for (const line of opens) line.hidden = true
    template!.before(sheet)
    sheet.querySelector<HTMLElement>("h2")?.focus()
    sheet.querySelector('[data-action="print"]')?.addEventListener("click", () => win.print(), { signal: stop.signal })
    sheet.querySelector('[data-action="another"]')?.addEventListener("click", another, { signal: stop.signal })
  }

  function another(): void {
    sheet?.remove()
    sheet = null
    form!.reset()
    message!.textContent = ""
    for (const line of opens) line.hidden = false
    form!.hidden = false
    form!.querySelector<HTMLInputElement>('input[name="symbolNumber"]')?.focus()
  }

  form.addEventListener("submit", (event) => void onSubmit(event), { signal: stop.signal })
  win
    .fetch(EXAMS_URL, { credentials: "omit", cache: "no-cache", signal: stop.signal })
    .then((response) => (response.ok ? (response.json() as Promise<ExamList>) : Promise.reject(new Error(String(response.status)))))
    .then((list) => showExams(list.exams))
    .catch(() => {
      if (stop.signal.aborted) return
      status.removeAttribute("data-awaiting")
      status.textContent = texts.messages.network
    })
  return () => {
    stop.abort()
    sheet?.remove()
    for (const line of opens) line.remove()
  }
}
