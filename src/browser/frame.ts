// The site's frame on every page: the Menu drawer, the Form dropdowns, the bar's shadow, the alerts,
// the back-to-top button, the end of the first visit and the notifications region, each a plain-DOM
// module (src/browser/frame/) started on the markup the server wrote. Each only adds listeners or reads
// a little of the page, so starting them all holds back no paint.
import { ALERTS_REGION_ID } from "../lib/alerts/region-id"
import { loadChunk } from "./load-chunk"
import { startBackToTop } from "./frame/back-to-top"
import { startScrolledBar } from "./frame/bar"
import { startDrawers } from "./frame/drawer"
import { startDropdowns } from "./frame/dropdowns"
import type * as NoticesModule from "./frame/notices"

type Notices = typeof NoticesModule

const noticesOf = new WeakMap<Document, Promise<Notices>>()

/**
 * Runs `run` once the page has loaded and the browser has a moment, so that it competes with no paint
 * (at once after the load where the browser cannot say when it is idle: Safari).
 */
function whenLoadedAndIdle(win: Window, run: () => void): void {
  const idle = () => (typeof win.requestIdleCallback === "function" ? win.requestIdleCallback(run, { timeout: 2000 }) : run())
  if (win.document.readyState === "complete") idle()
  else win.addEventListener("load", idle, { once: true })
}

/**
 * The notifications region and the connection notices (./frame/notices.ts), started once per page and
 * resolved with their module. A chunk of their own: asked for once the page has loaded, or at once by
 * a part that may show a notification as it starts (an island). It is in the browser's cache for the
 * next page, so the visitor who goes offline later is told even then.
 */
export function startNotices(doc: Document, signal: AbortSignal): Promise<Notices> {
  let started = noticesOf.get(doc)
  if (!started) {
    started = loadChunk("notices", () => import("./frame/notices"), doc)
    started.then((notices) => notices.startNotices(doc, signal), () => {}) // loadChunk has told the visitor
    noticesOf.set(doc, started)
  }
  return started
}

/**
 * Starts every behaviour of the site's frame found in `doc`; `signal` stops them (for tests). Resolves
 * once the alerts, a chunk of their own, have started too, or failed to load. The notices start once
 * the page has loaded, and nothing waits for them: they change nothing a visitor can use.
 */
export function startFrame(doc: Document, signal: AbortSignal): Promise<void> {
  const win = doc.defaultView
  if (win) whenLoadedAndIdle(win, () => void startNotices(doc, signal).catch(() => {})) // loadChunk has told the visitor
  // Only a page with alerts asks for their module (and the calendar it judges them by); their head
  // script (src/browser/blocking/alerts.ts, a file of another name) has shown or hidden them before the
  // first paint.
  const alerts = doc.getElementById(ALERTS_REGION_ID)
    ? loadChunk("alerts-region", () => import("./frame/alerts-region")).then(
        (module) => module.startAlerts(doc, signal),
        () => {}, // loadChunk has told the visitor
      )
    : Promise.resolve()
  startDropdowns(doc, signal)
  startDrawers(doc, signal)
  startScrolledBar(doc, signal)
  startBackToTop(doc, signal)
  return alerts
}
