// Root provider of the notifications (wrapRootElement): hands the store to useNotifications(), draws
// the container once for the whole site, and reports the connection dropping and coming back.
import React from "react"
import { ConnectionNotifier } from "../../components/notifications/connection-notifier"
import { NotificationsContainer } from "../../components/notifications/notifications-container"
import type { NotificationPosition } from "./queue"
import { NotificationsContext } from "./context"
import { notificationsStore, type NotificationsStore } from "./store"

export interface NotificationsProviderProps {
  children: React.ReactNode
  /** A store of its own, for tests; the page's shared store otherwise. */
  store?: NotificationsStore
  position?: NotificationPosition
}

export function NotificationsProvider({ children, store = notificationsStore, position }: NotificationsProviderProps) {
  return (
    <NotificationsContext.Provider value={store}>
      {children}
      <NotificationsContainer store={store} position={position} />
      <ConnectionNotifier />
    </NotificationsContext.Provider>
  )
}
