// Tells the visitor when the browser goes offline, and that it is back online afterwards, in one
// notification that changes rather than two that pile up.
import { localeOfPath } from "../../lib/i18n/locales"
import { messagesFor } from "../../lib/messages"
import { notificationsStore, type NotificationsApi } from "../../state/notifications/store"

export const CONNECTION_NOTIFICATION_ID = "connection"

export function startConnectionNotices(win: Window, signal: AbortSignal, notifications: NotificationsApi = notificationsStore): void {
  const texts = messagesFor(localeOfPath(win.location.pathname)).connection
  let wasOffline = false
  const listen = { signal }
  win.addEventListener(
    "offline",
    () => {
      wasOffline = true
      notifications.show({ id: CONNECTION_NOTIFICATION_ID, title: texts.offlineTitle, message: texts.offlineMessage, color: "yellow", autoClose: false })
    },
    listen,
  )
  win.addEventListener(
    "online",
    () => {
      if (!wasOffline) return
      wasOffline = false
      notifications.show({ id: CONNECTION_NOTIFICATION_ID, title: texts.onlineTitle, message: texts.onlineMessage, color: "green" })
    },
    listen,
  )
}
