// What the parts of a light page's script share.
import { storageOf, storeFirstVisitEnded } from "../lib/page-frame"

/** Opening the menu or a Form dropdown ends the first visit (docs/behaviour.md#first-visit-popup). */
export function endFirstVisit(win: Window): void {
  storeFirstVisitEnded(storageOf(win, "sessionStorage"))
}

/** The element's longest CSS transition, in ms: the stylesheet decides (and shortens it under reduced motion). */
export function transitionMs(element: Element): number {
  const style = element.ownerDocument.defaultView?.getComputedStyle(element)
  const seconds = (list: string | undefined) => (list ?? "").split(",").map((value) => (value.trim().endsWith("ms") ? parseFloat(value) / 1000 : parseFloat(value)) || 0)
  const durations = seconds(style?.transitionDuration)
  const delays = seconds(style?.transitionDelay)
  return Math.max(0, ...durations.map((duration, index) => (duration + (delays[index] ?? 0)) * 1000))
}
