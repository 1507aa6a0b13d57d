// The site's notifications as a visitor meets them, drawn once at the root (wrap-root): the stack of
// the provider's store, and the notice when the connection drops and comes back.
import React from "react"
import { useNotificationsStore } from "../../state/notifications/context"
import { ConnectionNotifier } from "./connection-notifier"
import { NotificationsContainer } from "./notifications-container"

export function SiteNotifications() {
  const store = useNotificationsStore()
  return (
    <>
      <NotificationsContainer store={store} />
      <ConnectionNotifier />
    </>
  )
}
