// The alerts' head script: a classic script that blocks the page's first paint until each alert in the
// HTML is shown or hidden for the visitor's clock and what they dismissed before, so that a page built
// weeks ago never flashes an ended or dismissed alert, nor leaves out one that has started. The rule is
// the one the page's script applies afterwards (src/lib/alerts/alerts.ts).
import { decideAlertsWhileParsing } from "../../lib/alerts/alerts"
import { storageOf } from "../../lib/page-frame"

decideAlertsWhileParsing(document, storageOf(window, "localStorage"))
