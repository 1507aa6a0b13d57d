// A script chunk that fails to load (docs/behaviour.md#errors) becomes a notification with webpack's own
// message, 'Loading chunk {id} failed.' and the failure type and address, and a button to reload.
//
// What Gatsby 5 does itself (cache-dir/navigation.js): when a link's page fails to load, it loads that
// address in full; when a chunk fails on a running page, it reloads the page. Both bring in a version
// deployed since, so online they are left alone. What is left to this module:
// - the page's own script fails even on a full load: Gatsby rejects with the ChunkLoadError and never
//   starts React, so the prebuilt HTML stays but its buttons do nothing. The notifications get a
//   small root of their own to say so.
// - the browser is offline: Gatsby's reload would only show the browser's offline page, so it is
//   stopped and the visitor is told instead, and reloads when the connection is back.
import React from "react"
import { createRoot, type Root } from "react-dom/client"
import { Button } from "../button/button"
import { NotificationsContainer } from "../notifications/notifications-container"
import { localeOfPath } from "../../lib/i18n/locales"
import { messagesFor } from "../../lib/messages"
import type { NotificationData } from "../../state/notifications/queue"
import { notificationsStore, type NotificationsStore } from "../../state/notifications/store"

export const CHUNK_ERROR_NOTIFICATION_ID = "chunk-load-error"

export function isChunkLoadError(reason: unknown): reason is Error {
  if (!(reason instanceof Error)) return false
  const code = "code" in reason ? reason.code : undefined
  return (
    reason.name === "ChunkLoadError" ||
    code === "CSS_CHUNK_LOAD_FAILED" ||
    /^Loading (CSS )?chunk \S+ failed\./.test(reason.message)
  )
}

function chunkErrorNotification(error: Error, reload: () => void): NotificationData {
  const texts = messagesFor(localeOfPath(window.location.pathname)).chunkError
  return {
    id: CHUNK_ERROR_NOTIFICATION_ID,
    title: texts.title,
    color: "red",
    autoClose: false,
    message: (
      <>
        <p>{texts.hint}</p>
        <code>{error.message}</code>
        <Button size="sm" onClick={reload}>
          {texts.reloadLabel}
        </Button>
      </>
    ),
  }
}

let fallbackRoot: { root: Root; element: HTMLElement } | null = null

function hasReactStarted(): boolean {
  // Firefox may still report a chunk's failure from a page being left, whose document is already gone.
  return document.documentElement?.dataset.hydrated === "true"
}

function mountFallbackContainer(store: NotificationsStore): void {
  if (fallbackRoot || hasReactStarted()) return
  const element = document.createElement("div")
  document.body.append(element)
  const root = createRoot(element)
  root.render(<NotificationsContainer store={store} />)
  fallbackRoot = { root, element }
}

/** Called once React has started: the site's own container takes over. */
export function removeFallbackContainer(): void {
  if (!fallbackRoot) return
  fallbackRoot.root.unmount()
  fallbackRoot.element.remove()
  fallbackRoot = null
}

export function watchChunkLoadErrors(
  store: NotificationsStore = notificationsStore,
  reload: () => void = () => window.location.reload(),
): () => void {
  function onRejection(event: PromiseRejectionEvent) {
    if (!isChunkLoadError(event.reason)) return
    if (hasReactStarted() && navigator.onLine !== false) return // Gatsby reloads the page
    // Registered before Gatsby's own listener (see gatsby-browser), so it can stop the reload.
    event.stopImmediatePropagation()
    event.preventDefault() // handled: the visitor is told, and can reload
    store.show(chunkErrorNotification(event.reason, reload))
    mountFallbackContainer(store)
  }
  window.addEventListener("unhandledrejection", onRejection)
  return () => window.removeEventListener("unhandledrejection", onRejection)
}
