// What a page part shows in its place when its module throws while starting (docs/behaviour.md#errors):
// the site's error screen, 'Unexpected Application Error!' with the error text, a way home and a
// reload, in plain DOM with the classes of the React ErrorScreen (src/components/error-boundary/) that
// the islands show; the rest of the page goes on working. Not a page module: the registry uses it.
import { pageTexts } from "../../state/notifications/texts"
import * as buttonStyles from "../../components/button/button.module.scss"
import * as styles from "../../components/error-boundary/error-screen.module.scss"

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name
  return String(error)
}

function made<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag)
  if (className) element.className = className
  if (text !== undefined) element.textContent = text
  return element
}

/** Puts the error screen before the part and hides the part. */
export function showPartError(part: HTMLElement, error: unknown): void {
  const doc = part.ownerDocument
  const texts = pageTexts(doc)?.errorScreen
  // Every page's frame holds the texts; a page without it is not one this site wrote.
  if (!texts) throw error
  const screen = made(doc, "section", styles.screen)
  screen.setAttribute("role", "alert")
  const title = made(doc, "h1", undefined, texts.title)
  title.id = `part-error-${Math.random().toString(36).slice(2)}`
  screen.setAttribute("aria-labelledby", title.id)
  const home = made(doc, "a", [buttonStyles.button, buttonStyles.primary].join(" "), texts.homeLabel)
  home.href = "/"
  const reload = made(doc, "button", [buttonStyles.button, buttonStyles.secondary].join(" "), texts.reloadLabel)
  reload.type = "button"
  reload.addEventListener("click", () => doc.defaultView?.location.reload())
  const actions = made(doc, "div", styles.actions)
  actions.append(home, reload)
  screen.append(title, made(doc, "p", undefined, texts.text), made(doc, "p", styles.detailsLabel, texts.detailsLabel), made(doc, "pre", styles.details, errorText(error)), actions)
  part.before(screen)
  part.hidden = true
}
