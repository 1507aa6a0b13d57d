// The documents library's filter: the link of the category the address shows marked as the current one.
import { markCurrentCategory } from "../../lib/documents/current-category"

export function start(element: HTMLElement, signal: AbortSignal): void {
  markCurrentCategory(element, signal)
}
