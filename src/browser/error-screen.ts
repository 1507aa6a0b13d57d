// What a page part shows in its place when its module throws while starting (docs/behaviour.md#errors):
// the site's error screen, 'Unexpected Application Error!' with the error text, a way home and a
// reload, copied from the template of the React ErrorScreen (src/components/error-boundary/) that the
// server wrote into the notifications region; the rest of the page goes on working.
import { errorText } from "../lib/error-text"
import { copyOfTemplate, ERROR_SCREEN_TEMPLATE } from "../state/notifications/templates"

/** Puts the error screen before the part and hides the part. */
export function showPartError(part: HTMLElement, error: unknown): void {
  const doc = part.ownerDocument
  const screen = copyOfTemplate(doc, ERROR_SCREEN_TEMPLATE)?.copy
  const title = screen?.querySelector("h2")
  // Every page's frame holds the template; a page without it is not one this site wrote.
  if (!screen || !title) throw error
  title.id = `part-error-${Math.random().toString(36).slice(2)}`
  screen.setAttribute("aria-labelledby", title.id)
  screen.querySelector("pre")!.textContent = errorText(error)
  screen.querySelector("button")?.addEventListener("click", () => doc.defaultView?.location.reload())
  part.before(screen)
  part.hidden = true
}
