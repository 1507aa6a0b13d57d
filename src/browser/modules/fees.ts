// The fees page: the level chooser, which shows one level's fees or all, and the print button.
import { startLevelChooser } from "../../lib/fees/level-chooser"

export function start(element: HTMLElement, signal: AbortSignal): void {
  startLevelChooser(element, signal)
}
