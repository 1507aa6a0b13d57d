// The store that useNotifications() hands out: the page's shared one unless a provider says otherwise.
import { createContext, useContext } from "react"
import { notificationsStore, type NotificationsApi, type NotificationsStore } from "./store"

export const NotificationsContext = createContext<NotificationsStore>(notificationsStore)

/** show, update, hide, clean and cleanQueue of the site's notifications. */
export function useNotifications(): NotificationsApi {
  return useContext(NotificationsContext)
}

/** The whole store, subscription included: for the one component that draws the notifications. */
export function useNotificationsStore(): NotificationsStore {
  return useContext(NotificationsContext)
}
