// The navigation bar's shadow once the page is scrolled away from its top.
import { SCROLLED_THRESHOLD_PX } from "../../lib/page-frame"

export function startScrolledBar(doc: Document, signal: AbortSignal): void {
  const bar = doc.querySelector<HTMLElement>("header[data-scrolled]")
  const win = doc.defaultView
  if (!bar || !win) return
  const update = () => {
    bar.dataset.scrolled = String(win.scrollY > SCROLLED_THRESHOLD_PX)
  }
  update()
  win.addEventListener("scroll", update, { passive: true, signal })
}
