// The notification queue (docs/behaviour.md#notifications) as pure functions: at most `limit` shown, the rest waiting in the
// order they came, promoted as shown ones close. No timers and no DOM here, so every rule is unit-testable.
import type { ReactNode } from "react"

export const NOTIFICATION_POSITIONS = [
  "top-left",
  "top-right",
  "top-center",
  "bottom-left",
  "bottom-right",
  "bottom-center",
] as const

export type NotificationPosition = (typeof NOTIFICATION_POSITIONS)[number]
export type NotificationColor = "blue" | "green" | "red" | "yellow"

export const NOTIFICATION_LIMIT = 5
export const NOTIFICATION_AUTO_CLOSE_MS = 4000
export const NOTIFICATION_DEFAULT_POSITION: NotificationPosition = "bottom-right"

/**
 * What a notification says: text, or an element of the page's own (from plain-DOM code), or what an
 * island's Preact draws (its elements, drawn through the renderer the island registers:
 * registerNotificationContent in src/browser/frame/notifications.ts).
 */
export type NotificationContent = ReactNode | Node

export interface NotificationData {
  /** Given to update or hide it later; generated when left out. */
  id?: string
  title?: NotificationContent
  message: NotificationContent
  color?: NotificationColor
  icon?: NotificationContent
  /** Shows a spinner in place of the icon, for work still in progress. */
  loading?: boolean
  /** Milliseconds before it closes by itself, or false to stay until closed. Default 4000. */
  autoClose?: number | false
  withCloseButton?: boolean
  /** Where it appears; the container's position when left out. */
  position?: NotificationPosition
  /** Called when it appears on screen (not while it waits in the queue). */
  onOpen?: (notification: Notification) => void
  /** Called when it leaves the screen, by its close button, its timer, hide() or clean(). */
  onClose?: (notification: Notification) => void
}

export interface Notification extends NotificationData {
  id: string
}

export interface NotificationsState {
  /** On screen, oldest first. */
  notifications: Notification[]
  /** Waiting for a free place, oldest first. */
  queue: Notification[]
  limit: number
}

export function initialNotificationsState(limit = NOTIFICATION_LIMIT): NotificationsState {
  return { notifications: [], queue: [], limit }
}

// Every operation works on the single ordered list "shown, then queued" and cuts it at the limit again,
// so promotion order is simply arrival order.
function settle(state: NotificationsState, all: Notification[]): NotificationsState {
  return { limit: state.limit, notifications: all.slice(0, state.limit), queue: all.slice(state.limit) }
}

function everything(state: NotificationsState): Notification[] {
  return [...state.notifications, ...state.queue]
}

/** Adds a notification at the end; one with an id already known replaces that one where it stands. */
export function showNotification(state: NotificationsState, notification: Notification): NotificationsState {
  const all = everything(state)
  const index = all.findIndex((item) => item.id === notification.id)
  if (index === -1) return settle(state, [...all, notification])
  return settle(state, all.map((item, at) => (at === index ? notification : item)))
}

/** Changes the fields given, shown or queued; an unknown id changes nothing. */
export function updateNotification(state: NotificationsState, changes: NotificationData & { id: string }): NotificationsState {
  const all = everything(state)
  if (!all.some((item) => item.id === changes.id)) return state
  return settle(state, all.map((item) => (item.id === changes.id ? { ...item, ...changes } : item)))
}

/** Removes one, shown or queued; the first in the queue takes a freed place. */
export function hideNotification(state: NotificationsState, id: string): NotificationsState {
  const all = everything(state)
  if (!all.some((item) => item.id === id)) return state
  return settle(state, all.filter((item) => item.id !== id))
}

/** Removes every notification, on screen and waiting. */
export function cleanNotifications(state: NotificationsState): NotificationsState {
  return { ...state, notifications: [], queue: [] }
}

/** Drops the waiting ones only; those on screen stay. */
export function cleanNotificationsQueue(state: NotificationsState): NotificationsState {
  return { ...state, queue: [] }
}
