// A 404 page is built with both its views, and its head script picks one before the first paint (as it
// moves an address asked for in another letter case): this keeps the chosen view alone, with the
// default category's head when it is that view.
import { keepChosenView } from "../../lib/routes/missing-path-head"

export function start(element: HTMLElement, _signal: AbortSignal): void {
  keepChosenView(element.ownerDocument)
}
