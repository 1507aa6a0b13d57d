// Root provider of the notifications (wrapRootElement): hands one store to useNotifications() and to
// whatever draws it. Drawing is the presentation's job (components/notifications/site-notifications).
import React from "react"
import { NotificationsContext } from "./context"
import { notificationsStore, type NotificationsStore } from "./store"

export interface NotificationsProviderProps {
  children: React.ReactNode
  /** A store of its own, for tests; the page's shared store otherwise. */
  store?: NotificationsStore
}

export function NotificationsProvider({ children, store = notificationsStore }: NotificationsProviderProps) {
  return <NotificationsContext.Provider value={store}>{children}</NotificationsContext.Provider>
}
