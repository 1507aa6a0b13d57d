// Alerts for the browser tests. The school's data/alerts.json holds only what the school publishes,
// and may be empty; these tests bring alerts of their own and serve every page as the build writes
// it when data/alerts.json holds them:
// each page's HTML with the alerts' markup where the layout renders it, as the build would have
// written it (the alerts are markup the page's scripts decide on: their head script before the first
// paint, the frame after). The markup is the site's own component's, rendered by React's server
// renderer from the static query's result this build wrote, with the fixture's alerts in place of the
// data's (./alerts-markup.ts).
import fs from "node:fs"
import path from "node:path"
import type { BrowserContext, Route } from "playwright-core"
import type { Locale } from "../../src/lib/i18n/locales"
import { nepalDay, nepalMoment } from "../../src/lib/nepal-time/day"
import { blockingScriptTag } from "../../src/node/pages/blocking-scripts"
import { alertsMarkup } from "./alerts-markup"
import { PUBLIC_DIR } from "./built-pages"

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


/** Every static query's result this build wrote (the site's words fill the alerts' texts), the alerts' with the fixture's. */
function staticQueriesWithFixture(): object[] {
  const fixture = (JSON.parse(fixtureQuery) as AlertsQueryResult).data
  return fs
    .readdirSync(STATIC_QUERIES)
    .filter((name) => name.endsWith(".json"))
    .map((file) => (JSON.parse(fs.readFileSync(path.join(STATIC_QUERIES, file), "utf8")) as { data: object }).data)
    .map((data) => ("allAlertsJson" in data ? fixture : data))
}

const markups = new Map<Locale, Promise<string>>()

/** The alerts' region on a page of that language, as the build would write it with the fixture's alerts. */
function markupOf(pagePath: string): Promise<string> {
  const locale: Locale = pagePath.startsWith("/ne/") ? "ne" : "en"
  if (!markups.has(locale)) markups.set(locale, alertsMarkup(locale, staticQueriesWithFixture()))
  return markups.get(locale)!
}

/** The address of this build's alerts script. */
function builtAlertsScript(): string {
  const file = fs.readdirSync(path.join(PUBLIC_DIR, "scripts")).find((name) => /^alerts-[A-Z0-9]+\.js$/.test(name))
  if (!file) throw new Error("public/scripts/ holds no alerts script: build the site first")
  return `/scripts/${file}`
}

/** The page as built with the fixture's alerts. Fails loudly where the page is not laid out as expected. */
export function withAlerts(html: string, markup: string): string {
  if (html.includes('id="site-alerts"')) throw new Error("the page was built with alerts of its own: keep data/alerts.json's list empty for these tests")
  // Where the layout writes them: just above the navigation bar.
  const at = html.indexOf("<header")
  if (at < 0) throw new Error("the page has no <header> to put the alerts above")
  // As the build names it: the alerts' head script, from its bundled file (src/node/pages/blocking-scripts.ts).
  const section = markup.replace(/<script\b[^>]*data-blocking-script="alerts"[^>]*><\/script>/, blockingScriptTag("alerts", builtAlertsScript()))
  return html.slice(0, at) + section + html.slice(at)
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
      if (request.resourceType() !== "document") return route.fallback()
      const response = await route.fetch()
      const type = response.headers()["content-type"] ?? ""
      if (!type.includes("text/html")) return route.fulfill({ response })
      let body: string
      try {
        body = withAlerts(await response.text(), await markupOf(url.pathname))
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
