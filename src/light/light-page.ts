// The one script of a light page (docs/behaviour.md#light-pages): a page served without Gatsby's
// runtime, whose HTML is complete as built. It drives what of the site's frame changes after load,
// on the markup React's components wrote into the HTML; everything else on the page is plain HTML
// (links, the search form, the language switch) or has an inline script of its own (the alerts'
// timing, the pictures' fade-in).
import { wireBackToTop } from "../lib/back-to-top"
import { wireAlertDismissal } from "./alerts"
import { wireScrolledBar } from "./bar"
import { wireDrawers } from "./drawer"
import { wireDropdowns } from "./dropdowns"
import { whenFramesInteractive } from "./frames"

/** Starts the page's behaviours; the function it returns stops them (for tests: a page never does). */
export function startLightPage(doc: Document): () => void {
  const stop = new AbortController()
  wireDropdowns(doc, stop.signal)
  wireDrawers(doc, stop.signal)
  wireScrolledBar(doc, stop.signal)
  wireAlertDismissal(doc, stop.signal)
  wireBackToTop(doc, stop.signal)
  // As on every other page once React has hydrated it: the page is interactive (browser tests wait for
  // it), here once the site's pages it frames are too.
  whenFramesInteractive(doc, stop.signal, () => {
    doc.documentElement.dataset.hydrated = "true"
  })
  return () => stop.abort()
}
