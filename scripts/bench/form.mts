// `npm run bench:form`: how quickly the admission form answers a visitor on a slow phone. Prints
// figures, asserts nothing.
// In Chromium at a phone's size with the CPU slowed down four times (CDP Emulation.setCPUThrottlingRate),
// a scripted visitor types the child's name key by key (each field first brought to the middle of the
// screen, as a phone does above its keyboard), picks the date of birth in Bikram Sambat (the
// calendar's radio button, then day, month and year typed), chooses a level, fills in the rest and
// sends; the answers go to a stand-in for the receiver on the same origin, which the browser answers
// itself (Playwright's routing), so the figures are the page's and not a server's. The slowest
// interaction is read as the web-vitals package reports INP (with fewer than 50 interactions INP is the
// slowest one), from inside the document the visitor types in: the frame on /form/, the page on
// /school-form/. web-vitals is injected by this script into the test browser only, never into the site.
// Devanagari letters have no key on the test browser's keyboard: Playwright inserts them as text, which
// the browser does not count as interactions, so on the Nepali pages the name and digits count less.
// Both pages, in both languages, several runs each; served as deployed (scripts/bench/serve.ts).
// Needs a build in public/ (`npm run build`).
//   npm run bench:form -- [--runs 3] [--cpu 4]
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { chromium, type Browser, type Frame, type FrameLocator, type Locator, type Page } from "playwright-core"
import admission from "../../data/admission-form.json" with { type: "json" }
import nepaliAdmission from "../../data/ne/admission-form.json" with { type: "json" }
import { CHROMIUM_ARGS, chromiumPath } from "../../e2e/support/browser.ts"
import { CHOSEN } from "../../e2e/support/admission-answers.ts"
import { localizedPath, LOCALES, type Locale } from "../../src/lib/i18n/locales.ts"
import { withTranslations } from "../../src/lib/i18n/overlay-merge.ts"
import { FIRST_VISIT_STORAGE_KEY } from "../../src/lib/page-frame.ts"
import { numberOption } from "./options.ts"
import { serveForBench } from "./serve.ts"

const RUNS = numberOption("runs", 3)
const CPU_SLOWDOWN = numberOption("cpu", 4)
const PHONE = { width: 390, height: 844 }
const ROOT = process.cwd()
const PUBLIC = path.join(ROOT, "public")
if (!fs.existsSync(path.join(PUBLIC, "school-form/index.html"))) throw new Error("No build in public/: run `npm run build` first.")

const require = createRequire(import.meta.url)
// The package's build for a <script> (a global webVitals), beside the files its exports name.
const WEB_VITALS = fs.readFileSync(path.join(path.dirname(require.resolve("web-vitals/attribution")), "web-vitals.attribution.iife.js"), "utf8")
// The stand-in receiver, on the site's own origin (which the site's connect-src allows).
const RECEIVER_PATH = "/bench-form/applications"

const WORDS: Record<Locale, typeof admission> = { en: admission, ne: withTranslations(admission, nepaliAdmission) }
// 27 March 2016 in Bikram Sambat, typed as a visitor of each page would: ASCII or Devanagari digits.
const BS_DATE: Record<Locale, { day: string; month: string; year: string; name: string; parent: string; phone: string; address: string }> = {
  en: { day: "14", month: "12", year: "2072", name: "Aarav Shrestha", parent: "Sita Shrestha", phone: "+977 984-1234567", address: "Jhamsikhel, Ward 3, Lalitpur" },
  ne: { day: "१४", month: "१२", year: "२०७२", name: "आरव श्रेष्ठ", parent: "सीता श्रेष्ठ", phone: "+९७७ ९८४-१२३४५६७", address: "झम्सिखेल, वडा नं. ३, ललितपुर" },
}
// A visitor's pace between keys on a phone's keyboard.
const KEY_DELAY_MS = 60

interface Slowest {
  /** INP as web-vitals reports it, in ms. */
  value: number
  target: string
  type: string
  inputDelay: number
  processingDuration: number
  presentationDelay: number
  /** Interactions the browser counted in the document (keys, clicks, taps). */
  interactions: number
}

declare global {
  interface Window {
    webVitals: { onINP: (callback: (metric: { value: number; attribution: Record<string, unknown> }) => void, options?: object) => void }
    __benchInp?: Omit<Slowest, "interactions">
    __benchInteractions?: Set<number>
  }
}

/**
 * Types into a field key by key once it is in the middle of the screen, as a phone puts the field it
 * focuses above its keyboard. Left where it was, the name field ends on the bottom edge of the 844 px
 * viewport once the draft notice appears above it, and headless Chromium then presents no frame for
 * what is typed: each key's interaction ran on to the next frame the following step caused, and INP
 * read 1-3 s while every key took tens of milliseconds. Scrolling is not an interaction; INP ignores it.
 */
async function typeInto(field: Locator, text: string): Promise<void> {
  await field.evaluate((element) => element.scrollIntoView({ block: "center" }))
  await field.pressSequentially(text, { delay: KEY_DELAY_MS })
}

/** The visitor's steps, in the document that holds the form. */
async function fillAndSend(form: Page | FrameLocator, locale: Locale): Promise<void> {
  const q = WORDS[locale].questions
  const typed = BS_DATE[locale]
  await typeInto(form.getByLabel(q.studentName.label), typed.name)
  await form.getByRole("radio", { name: q.dateOfBirth.calendars[1]!.label }).check()
  await typeInto(form.getByLabel(q.dateOfBirth.dayLabel, { exact: true }), typed.day)
  await typeInto(form.getByLabel(q.dateOfBirth.monthLabel, { exact: true }), typed.month)
  await typeInto(form.getByLabel(q.dateOfBirth.yearLabel, { exact: true }), typed.year)
  await form.getByRole("radio", { name: q.gender.options[0]!.label }).check()
  await form.getByLabel(q.level.label).selectOption(CHOSEN.level.value)
  // The rest as a phone's autofill would put it in: the figures are about the steps above and sending.
  await form.getByLabel(q.parentName.label).fill(typed.parent)
  await form.getByLabel(q.relation.label).selectOption(CHOSEN.relation.value)
  await form.getByLabel(q.phone.label).fill(typed.phone)
  await form.getByLabel(q.address.label).fill(typed.address)
  await form.getByLabel(q.heardFrom.label).selectOption(CHOSEN.heardFrom.value)
  await form.getByRole("checkbox").check()
  await form.getByRole("button", { name: WORDS[locale].submitLabel }).click()
  await form.getByRole("heading", { name: WORDS[locale].success.title, level: 2 }).waitFor({ timeout: 60_000 })
}

async function slowestInteraction(frame: Frame): Promise<Slowest> {
  // web-vitals reports an interaction once the browser has painted after it: give the last one time.
  await frame.waitForTimeout(1000)
  const found = await frame.evaluate(() => ({ inp: window.__benchInp, interactions: window.__benchInteractions?.size ?? 0 }))
  if (!found.inp) throw new Error(`web-vitals reported no interaction in ${frame.url()}`)
  return { ...found.inp, interactions: found.interactions }
}

/** One visitor, in a fresh browser context; `framed`: the form is in /form/'s frame. */
async function run(browser: Browser, origin: string, route: string, locale: Locale, framed: boolean): Promise<Slowest> {
  const context = await browser.newContext({ viewport: PHONE, baseURL: origin, ignoreHTTPSErrors: true })
  try {
    await context.addInitScript((key) => window === window.top && window.sessionStorage.setItem(key, "true"), FIRST_VISIT_STORAGE_KEY)
    await context.addInitScript((receiver) => {
      ;(window as unknown as { __CREST_FORM_ENDPOINT__: string }).__CREST_FORM_ENDPOINT__ = receiver
    }, `${origin}${RECEIVER_PATH}`)
    // In every document, the frame's too, before the page's own scripts. Playwright runs an init script
    // inside a function of its own: the package's global is put on window by hand.
    await context.addInitScript({ content: `${WEB_VITALS}\nwindow.webVitals = webVitals;` })
    await context.addInitScript(() => {
      window.__benchInteractions = new Set()
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) if (entry.interactionId) window.__benchInteractions!.add(entry.interactionId)
      }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit)
      window.webVitals.onINP(
        (metric) => {
          const attribution = metric.attribution as Record<string, number | string | undefined>
          window.__benchInp = {
            value: metric.value,
            target: String(attribution.interactionTarget ?? ""),
            type: String(attribution.interactionType ?? ""),
            inputDelay: Number(attribution.inputDelay ?? 0),
            processingDuration: Number(attribution.processingDuration ?? 0),
            presentationDelay: Number(attribution.presentationDelay ?? 0),
          }
        },
        { reportAllChanges: true },
      )
    })
    await context.route(`**${RECEIVER_PATH}`, (request) =>
      request.fulfill({ status: 200, contentType: "application/json", headers: { "Access-Control-Allow-Origin": "*" }, body: '{"ok":true}' }),
    )
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
    await page.goto(route)
    const form = framed ? page.frameLocator("iframe") : page
    // As a visitor would: once the form answers (its page has hydrated).
    await form.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 })
    await fillAndSend(form, locale)
    const frame = framed ? page.frames().find((candidate) => candidate !== page.mainFrame())! : page.mainFrame()
    return await slowestInteraction(frame)
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const ms = (value: number) => `${Math.round(value)} ms`

async function main() {
  const server = await serveForBench(PUBLIC)
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...server.chromeFlags] })
  console.log(`Served by ${server.kind}; Chromium at ${PHONE.width}×${PHONE.height}, CPU slowed ${CPU_SLOWDOWN}×, ${RUNS} runs per page.`)
  console.log("Steps: type the name key by key, pick the date of birth in BS (calendar, day, month, year typed), choose a level, fill the rest, send.")
  try {
    for (const locale of LOCALES) {
      for (const [page, framed] of [["/form/", true], ["/school-form/", false]] as const) {
        const route = localizedPath(page, locale)
        const results: Slowest[] = []
        for (let index = 0; index < RUNS; index++) results.push(await run(browser, server.url, route, locale, framed))
        const worst = results.reduce((a, b) => (b.value > a.value ? b : a))
        console.log(
          `${route.padEnd(18)} INP (slowest interaction) median ${ms(median(results.map((result) => result.value)))} ` +
            `(${results.map((result) => ms(result.value)).join(", ")}); ${worst.interactions} interactions; ` +
            `worst: ${worst.type} on ${worst.target || "?"} = input delay ${ms(worst.inputDelay)} + processing ${ms(worst.processingDuration)} + presentation ${ms(worst.presentationDelay)}`,
        )
      }
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

await main()
