// The notifications as a page shows them, for tests of a part that notifies: the region the server
// writes (SiteNotifications), drawn by the page's script (src/browser/frame/notifications.ts) from the
// test's store, with React standing in for an island's Preact for content that is not text.
import React, { useEffect } from "react"
import { createRoot } from "react-dom/client"
import { registerNotificationContent, startNotifications } from "../../src/browser/frame/notifications"
import { SiteNotifications } from "../../src/components/notifications/site-notifications"
import { LocaleProvider } from "../../src/state/locale-context"
import { loadServerRenderer } from "./server-render"
import type { NotificationsStore } from "../../src/state/notifications/store"

registerNotificationContent((content, into) => {
  const root = createRoot(into)
  root.render(content as React.ReactNode)
  return () => root.unmount()
})

export function DrawnNotifications({ store }: { store: NotificationsStore }) {
  useEffect(() => {
    const stop = new AbortController()
    startNotifications(document, stop.signal, store)
    return () => stop.abort()
  }, [store])
  return <SiteNotifications />
}

/** The region's markup as the server writes it on an English page (SiteNotifications), for tests of plain-DOM scripts. */
export async function notificationsRegionHtml(): Promise<string> {
  const renderToString = await loadServerRenderer()
  return renderToString(
    <LocaleProvider locale="en">
      <SiteNotifications />
    </LocaleProvider>,
  )
}
