// Tells the visitor when the browser goes offline, and that it is back online afterwards, in one
// notification that changes rather than two that pile up.
import { notificationsStore, type NotificationsApi } from "../../state/notifications/store"
import { notificationTexts, NOTIFICATIONS_REGION } from "../../state/notifications/texts"

export const CONNECTION_NOTIFICATION_ID = "connection"

/** Until `signal` aborts; in the language of the texts the page's notifications region holds. */
export function startConnectionNotices(doc: Document, signal: AbortSignal, notifications: NotificationsApi = notificationsStore): void {
  const win = doc.defaultView
  const texts = notificationTexts(doc.querySelector(`[${NOTIFICATIONS_REGION}]`))?.connection
  if (!win || !texts) return
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
