// A script chunk loaded on demand (a page part's module, an island), and what a visitor sees when it
// does not arrive (docs/behaviour.md#errors): a notification with the message "Loading chunk {id}
// failed." and the failure type and address, and a button to reload. A load still pending after
// CHUNK_TIMEOUT_MS counts as failed. The notification is plain DOM written into the notifications
// region the server put on every page: the chunk that would draw it may be the one that failed.
// A load cut off because the visitor is leaving the page is not a failure, and shows nothing.
import { notificationTexts, NOTIFICATIONS_REGION } from "../state/notifications/texts"
import { unlessLeaving } from "./leaving"
import * as buttonStyles from "../components/button/button.module.scss"
import * as styles from "../components/notifications/notifications.module.scss"

/** As long as a slow phone connection may need for a chunk before the visitor is told. */
export const CHUNK_TIMEOUT_MS = 120_000

export const CHUNK_ERROR_NOTIFICATION_ID = "chunk-load-error"

export class ChunkLoadError extends Error {
  override name = "ChunkLoadError"
}

/** The address a failed dynamic import names in its message (Chromium, Firefox and WebKit all do). */
function addressIn(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : String(error)
  return /\bhttps?:\/\/[^\s"')]+/.exec(message)?.[0] ?? fallback
}

/** The message of a chunk that failed, in the shape the site has always shown (webpack's). */
export function chunkErrorMessage(id: string, type: "error" | "timeout", address: string): string {
  return `Loading chunk ${id} failed.\n(${type}: ${address})`
}

/**
 * Loads a chunk (`load` is a dynamic import); a load that fails or takes over CHUNK_TIMEOUT_MS shows
 * the chunk-error notification and rejects with a ChunkLoadError. `scriptFolder` is where the page's
 * scripts are, named as the address of a chunk that timed out (a pending import has no address yet).
 */
export function loadChunk<T>(id: string, load: () => Promise<T>, doc: Document = document, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  const win = doc.defaultView
  const scriptFolder = new URL("/scripts/", doc.baseURI).href
  return new Promise<T>((resolve, reject) => {
    let settled = false
    const fail = (type: "error" | "timeout", address: string) => {
      if (settled) return
      settled = true
      const error = new ChunkLoadError(chunkErrorMessage(id, type, address))
      showChunkError(doc, error)
      reject(error)
    }
    const timer = win?.setTimeout(() => fail("timeout", `${scriptFolder}${id}`), timeoutMs)
    unlessLeaving(load()).then(
      (value) => {
        if (settled) return
        settled = true
        win?.clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        win?.clearTimeout(timer)
        fail("error", addressIn(error, `${scriptFolder}${id}`))
      },
    )
  })
}

/** Shows the notification (once: a second failure replaces the message of the first). */
export function showChunkError(doc: Document, error: Error): void {
  const region = doc.querySelector(`[${NOTIFICATIONS_REGION}]`)
  const texts = notificationTexts(region)?.chunkError
  if (!region || !texts) return
  doc.getElementById(CHUNK_ERROR_NOTIFICATION_ID)?.remove()
  let stack = region.querySelector<HTMLElement>('ol[data-position="bottom-right"]')
  if (!stack) {
    stack = doc.createElement("ol")
    stack.className = styles.stack ?? ""
    stack.dataset.position = "bottom-right"
    region.append(stack)
  }
  const item = element(doc, "li", styles.item)
  item.id = CHUNK_ERROR_NOTIFICATION_ID
  item.dataset.color = "red"
  item.dataset.state = "open"
  item.dataset.notificationId = CHUNK_ERROR_NOTIFICATION_ID
  const body = element(doc, "div", styles.body)
  const message = element(doc, "div", styles.message)
  // The look of the site's small primary Button (components/button), whose React this script does without.
  const reload = element(doc, "button", [buttonStyles.button, buttonStyles.primary, buttonStyles.sm].join(" "))
  reload.setAttribute("type", "button")
  reload.textContent = texts.reloadLabel
  reload.addEventListener("click", () => doc.defaultView?.location.reload())
  message.append(element(doc, "p", undefined, texts.hint), element(doc, "code", undefined, error.message), reload)
  body.append(element(doc, "p", styles.title, texts.title), message)
  item.append(body)
  stack.append(item)
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const made = doc.createElement(tag)
  if (className) made.className = className
  if (text !== undefined) made.textContent = text
  return made
}
