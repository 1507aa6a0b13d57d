// A script chunk loaded on demand (a page part's module, an island), and what a visitor sees when it
// does not arrive (docs/behaviour.md#errors): a notification with the message "Loading chunk {id}
// failed." and the failure type and address, and a button to reload. A load still pending after
// CHUNK_TIMEOUT_MS counts as failed. The notification is a copy of the template the server wrote into
// every page's notifications region: the chunk that would draw it may be the one that failed.
// A load cut off because the visitor is leaving the page is not a failure, and shows nothing.
import { CHUNK_ERROR_MESSAGE, CHUNK_ERROR_TEMPLATE, copyOfTemplate } from "../state/notifications/templates"
import { unlessLeaving } from "./leaving"

/** As long as a slow phone connection may need for a chunk before the visitor is told. */
export const CHUNK_TIMEOUT_MS = 120_000

export const CHUNK_ERROR_NOTIFICATION_ID = "chunk-load-error"

// Named on the prototype, not by a class field: es2020 has no class fields, and their stand-in would
// add a helper to the first load of every page.
export class ChunkLoadError extends Error {}
ChunkLoadError.prototype.name = "ChunkLoadError"

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
  const { copy: notice, region } = copyOfTemplate(doc, CHUNK_ERROR_TEMPLATE) ?? {}
  const item = notice?.querySelector("li")
  if (!region || !notice || !item) return
  doc.getElementById(CHUNK_ERROR_NOTIFICATION_ID)?.remove()
  item.id = CHUNK_ERROR_NOTIFICATION_ID
  item.dataset.notificationId = CHUNK_ERROR_NOTIFICATION_ID
  notice.querySelector(`[${CHUNK_ERROR_MESSAGE}]`)!.textContent = error.message
  notice.querySelector("button")?.addEventListener("click", () => doc.defaultView?.location.reload())
  // Into the stack the notifications already use there, or as a stack of its own.
  const stack = region.querySelector(`:scope > ol[data-position="${notice.dataset.position}"]`)
  if (stack) stack.append(item)
  else region.append(notice)
}
