// A notifications store: the pure queue of ./queue.ts behind show/update/hide/clean/cleanQueue, with
// subscribers (React reads it through useSyncExternalStore) and the onOpen/onClose callbacks. One
// store per page lives in the module below, so code outside React (a failed script load, a network
// event) can notify too.
import { createListeners } from "../listeners"
import {
  cleanNotifications,
  cleanNotificationsQueue,
  hideNotification,
  initialNotificationsState,
  NOTIFICATION_LIMIT,
  showNotification,
  updateNotification,
  type Notification,
  type NotificationData,
  type NotificationsState,
} from "./queue"

export interface NotificationsApi {
  /** Shows a notification (or queues it when 5 are on screen) and returns its id. */
  show: (data: NotificationData) => string
  update: (data: NotificationData & { id: string }) => void
  hide: (id: string) => void
  clean: () => void
  cleanQueue: () => void
}

export interface NotificationsStore extends NotificationsApi {
  getState: () => NotificationsState
  subscribe: (listener: () => void) => () => void
}

export function createNotificationsStore(limit = NOTIFICATION_LIMIT): NotificationsStore {
  let state = initialNotificationsState(limit)
  const listeners = createListeners()
  let nextId = 1

  function commit(next: NotificationsState) {
    if (next === state) return
    const before = state.notifications
    state = next
    // Compare what is on screen before and after: promotion, replacement and removal all fall out of it.
    const idsBefore = new Set(before.map((item) => item.id))
    const idsNow = new Set(next.notifications.map((item) => item.id))
    for (const item of before) if (!idsNow.has(item.id)) item.onClose?.(item)
    for (const item of next.notifications) if (!idsBefore.has(item.id)) item.onOpen?.(item)
    listeners.notify()
  }

  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    show(data) {
      const id = data.id ?? `notification-${nextId++}`
      commit(showNotification(state, { ...data, id }))
      return id
    },
    update: (data) => commit(updateNotification(state, data)),
    hide: (id) => commit(hideNotification(state, id)),
    clean: () => commit(cleanNotifications(state)),
    cleanQueue: () => commit(cleanNotificationsQueue(state)),
  }
}

/** The page's notifications, for code inside and outside React. */
export const notificationsStore = createNotificationsStore()

export const notifications: NotificationsApi = {
  show: notificationsStore.show,
  update: notificationsStore.update,
  hide: notificationsStore.hide,
  clean: notificationsStore.clean,
  cleanQueue: notificationsStore.cleanQueue,
}

export type { Notification, NotificationData, NotificationsState }
