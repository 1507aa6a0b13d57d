// Alerts for the browser tests. The school's data/alerts.json holds only what the school publishes,
// and may be empty; these tests bring alerts of their own and serve every page as the build writes
// it when data/alerts.json holds them:
// - the alerts' static query result (public/page-data/sq/d/<hash>.json), which the browser's React
//   reads, with the fixture's alerts in place of the data's;
// - each page's HTML with the alerts' markup where the layout renders it (the build inlines alerts,
//   so their head script can decide before the first paint).
// The markup is the site's own: React draws it in the browser from the altered query result, on a
// page loaded once without it, and it is written into the HTML as React's server renderer writes
// text (a comment between neighbouring text nodes), so the served page hydrates without a mismatch.
import fs from "node:fs"
import path from "node:path"
import type { BrowserContext, Route } from "playwright-core"
import type { Locale } from "../../src/lib/i18n/locales"
import { nepalDay, nepalMoment } from "../../src/lib/nepal-time/day"
import { blockingScriptTag } from "../../src/node/pages/blocking-scripts"

const PUBLIC_DIR = path.resolve(__dirname, "../../public")
const STATIC_QUERIES = path.join(PUBLIC_DIR, "page-data/sq/d")
const DAY_MS = 24 * 60 * 60 * 1000

export interface FixtureAlert {
  id: string
  message: string
  severity: "info" | "warning" | "critical"
  starts: string
  ends: string
  link: { label: string; to: string } | null
}

interface AlertsNode {
  locale: Locale
  regionLabel: string
  dismissLabel: string
  severityLabels: Record<"info" | "warning" | "critical", string>
  alerts: FixtureAlert[]
}

interface AlertsQueryResult {
  data: { allAlertsJson: { nodes: AlertsNode[] }; buildClock: { now: string } }
}

/** The built alerts query: its file's hash and its result, as this build wrote them. */
function builtAlertsQuery(): { hash: string; result: AlertsQueryResult } {
  for (const file of fs.readdirSync(STATIC_QUERIES).filter((name) => name.endsWith(".json"))) {
    const result = JSON.parse(fs.readFileSync(path.join(STATIC_QUERIES, file), "utf8")) as Partial<AlertsQueryResult>
    if (result.data?.allAlertsJson) return { hash: file.replace(/\.json$/, ""), result: result as AlertsQueryResult }
  }
  throw new Error("No static query result in public/page-data/sq/d/ reads allAlertsJson: build the site first.")
}

const built = builtAlertsQuery()
/** The moment the build took as now: what the HTML shows was decided at it. */
export const BUILD_NOW = Date.parse(built.result.data.buildClock.now)

// A month after the build, so the build would have kept both (it leaves out ended alerts).
const day = nepalDay(new Date(BUILD_NOW + 30 * DAY_MS))
const WORDS: Record<Locale, { drill: string; closure: string; link: string }> = {
  en: {
    drill: "Test announcement: a safety drill takes place during the second period.",
    closure: "Test emergency: the school is closed today.",
    link: "See the calendar",
  },
  ne: {
    drill: "परीक्षण घोषणा: दोस्रो पिरियडमा सुरक्षा अभ्यास हुनेछ।",
    closure: "परीक्षण आपत्कालीन सूचना: आज विद्यालय बन्द छ।",
    link: "पात्रो हेर्नुहोस्",
  },
}

function alertsIn(locale: Locale): FixtureAlert[] {
  const words = WORDS[locale]
  return [
    {
      id: "fixture-drill",
      message: words.drill,
      severity: "info",
      starts: nepalMoment(day, "06:00"),
      ends: nepalMoment(day, "16:00"),
      link: { label: words.link, to: "/calendar/" },
    },
    { id: "fixture-closure", message: words.closure, severity: "critical", starts: nepalMoment(day, "05:00"), ends: nepalMoment(day, "18:00"), link: null },
  ]
}

/** The fixture's alerts on an English page, and the labels the page gives them (from data/). */
export const FIXTURE = { ...built.result.data.allAlertsJson.nodes.find((node) => node.locale === "en")!, alerts: alertsIn("en") }
export const dismissible = FIXTURE.alerts.find((alert) => alert.severity !== "critical")!
export const critical = FIXTURE.alerts.find((alert) => alert.severity === "critical")!

/** A moment inside an alert's time. */
export const inside = (alert: FixtureAlert) => new Date((Date.parse(alert.starts) + Date.parse(alert.ends)) / 2)

const fixtureQuery = JSON.stringify({
  ...built.result,
  data: {
    ...built.result.data,
    allAlertsJson: { nodes: built.result.data.allAlertsJson.nodes.map((node) => ({ ...node, alerts: alertsIn(node.locale) })) },
  },
})

/** The alerts' static query as the browser asks for it, and its result with the fixture's alerts. */
export const ALERTS_QUERY = { path: `/page-data/sq/d/${built.hash}.json`, withFixture: fixtureQuery }

interface Markup {
  /** The element the alerts follow in the page, as the HTML writes it. */
  before: string
  section: string
}

const markups = new Map<string, Promise<Markup>>()

/** The alerts' markup on a page of that language, drawn by the site's React from the fixture's query result. */
function markupOf(context: BrowserContext, origin: string, pagePath: string): Promise<Markup> {
  const locale = pagePath.startsWith("/ne/") ? "ne" : "en"
  const key = `${origin} ${locale}`
  // Drawn on a page that runs React (a light page's alerts are only what its HTML holds).
  if (!markups.has(key)) markups.set(key, drawMarkup(context, origin, locale === "ne" ? "/ne/search/" : "/search/"))
  return markups.get(key)!
}

async function drawMarkup(context: BrowserContext, origin: string, pagePath: string): Promise<Markup> {
  // In a context of its own, at the real time: the alerts lie ahead, as they did when the page was built.
  const drawing = await context.browser()!.newContext({ baseURL: origin })
  try {
    await drawing.route(`**/page-data/sq/d/${built.hash}.json`, (route) => route.fulfill({ contentType: "application/json", body: fixtureQuery }))
    const page = await drawing.newPage()
    await page.goto(pagePath)
    const section = page.locator("#site-alerts")
    await section.waitFor({ state: "attached" })
    // No named function inside: tsx would name it with a helper the page does not have.
    return await section.evaluate((element) => {
      const copy = element.cloneNode(true) as Element
      for (const node of [copy, ...Array.from(copy.querySelectorAll("*"))]) {
        let afterText = false
        for (const child of Array.from(node.childNodes)) {
          if (child.nodeType === Node.TEXT_NODE && afterText) node.insertBefore(document.createComment(" "), child)
          afterText = child.nodeType === Node.TEXT_NODE
        }
      }
      return { before: element.previousElementSibling?.outerHTML ?? "", section: copy.outerHTML }
    })
  } finally {
    await drawing.close()
  }
}

/** The address of this build's alerts script. */
function builtAlertsScript(): string {
  const file = fs.readdirSync(path.join(PUBLIC_DIR, "scripts")).find((name) => /^alerts-[^.]+\.js$/.test(name))
  if (!file) throw new Error("public/scripts/ holds no alerts script: build the site first")
  return `/scripts/${file}`
}

/** The page as built with the fixture's alerts. Fails loudly where the page is not laid out as expected. */
export function withAlerts(html: string, markup: Markup): string {
  if (html.includes('id="site-alerts"')) throw new Error("the page was built with alerts of its own: keep data/alerts.json's list empty for these tests")
  const at = markup.before ? html.indexOf(markup.before) : -1
  if (at < 0) throw new Error(`the page has no ${markup.before || "element before the alerts"} to put the alerts after`)
  const end = at + markup.before.length
  // As the build names it: the alerts' head script, from its bundled file (src/node/pages/blocking-scripts.ts).
  const section = markup.section.replace(/<script\b[^>]*data-blocking-script="alerts"[^>]*><\/script>/, blockingScriptTag("alerts", builtAlertsScript()))
  return html.slice(0, end) + section + html.slice(end)
}

/**
 * Serves the context's pages as built with the fixture's alerts. Register before any route of the
 * test's own (Playwright tries the latest route first; those it does not handle fall through here).
 */
export async function serveAlertFixture(context: BrowserContext, origin: string): Promise<void> {
  await context.route(
    (url) => url.origin === new URL(origin).origin,
    async (route: Route) => {
      const request = route.request()
      const url = new URL(request.url())
      if (url.pathname === `/page-data/sq/d/${built.hash}.json`) {
        return route.fulfill({ contentType: "application/json", body: fixtureQuery })
      }
      if (request.resourceType() !== "document") return route.fallback()
      const response = await route.fetch()
      const type = response.headers()["content-type"] ?? ""
      if (!type.includes("text/html")) return route.fulfill({ response })
      let body: string
      try {
        body = withAlerts(await response.text(), await markupOf(context, url.origin, url.pathname))
      } catch (error) {
        return route.fulfill({ status: 500, contentType: "text/plain", body: `alert fixture: ${url.pathname}: ${(error as Error).message}` })
      }
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !["content-length", "content-encoding", "transfer-encoding"].includes(name)),
      )
      return route.fulfill({ status: response.status(), headers, body })
    },
  )
}
