// The notifications region (docs/behaviour.md#notifications), drawn in plain DOM from the page's one
// store (src/state/notifications/store.ts), which code inside and outside the islands shows
// notifications through. The server writes the empty region on every page
// (src/components/notifications/site-notifications.tsx); this draws a stack per position in use
// (bottom-right unless a notification asks for another place), each notification with its colour or
// icon (a spinner while loading), title, message and close button. A notification closes by itself
// after its time, paused while the pointer is over it or focus is inside it, and stays where it stood
// for its exit transition, so the others do not jump while it fades.
import {
  NOTIFICATION_AUTO_CLOSE_MS,
  NOTIFICATION_DEFAULT_POSITION,
  type Notification,
  type NotificationPosition,
} from "../../state/notifications/queue"
import { notificationsStore, type NotificationsStore } from "../../state/notifications/store"
import { notificationTexts, NOTIFICATIONS_REGION } from "../../state/notifications/texts"
import * as styles from "../../components/notifications/notifications.module.scss"

/** $transition-duration in src/styles/_tokens.scss: how long a closing notification stays to fade. */
export const NOTIFICATION_TRANSITION_MS = 250

/**
 * Draws what is neither text nor an element (an island's Preact elements) into `into`; the function it
 * returns, if any, takes it out again. An island registers it (registerNotificationContent), as only
 * island code gives such content, and Preact is on the page then.
 */
export type ContentRenderer = (content: unknown, into: HTMLElement) => (() => void) | void

let richContent: ContentRenderer | null = null

/** Lets an island's Preact draw the content of its notifications that is not text. */
export function registerNotificationContent(render: ContentRenderer): void {
  richContent = render
}

const CLOSE_ICON =
  '<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M3 3l10 10M13 3 3 13" stroke="currentColor" stroke-width="2"/></svg>'

interface Drawn {
  item: HTMLLIElement
  notification: Notification
  cleanups: (() => void)[]
  timer: ReturnType<typeof setTimeout> | undefined
  startedAt: number
  remaining: number
  hovered: boolean
  focused: boolean
  removal: ReturnType<typeof setTimeout> | undefined
}

/** Draws the store's notifications into the page's region until `signal` aborts. */
export function startNotifications(doc: Document, signal: AbortSignal, store: NotificationsStore = notificationsStore): void {
  const region = doc.querySelector<HTMLElement>(`[${NOTIFICATIONS_REGION}]`)
  const win = doc.defaultView
  const texts = notificationTexts(region)
  if (!region || !win || !texts) return
  // A page shown in a frame (the form in /form/) names its region apart from the page around it.
  if (win.self !== win.top) region.setAttribute("aria-label", texts.framedRegionLabel)
  const { closeLabel } = texts
  const drawn = new Map<string, Drawn>()

  function stackAt(position: NotificationPosition): HTMLOListElement {
    const found = region!.querySelector<HTMLOListElement>(`:scope > ol[data-position="${position}"]`)
    if (found) return found
    const stack = doc.createElement("ol")
    stack.className = styles.stack ?? ""
    stack.dataset.position = position
    region!.append(stack)
    return stack
  }

  function runTimer(entry: Drawn): void {
    stopTimer(entry)
    const delay = entry.notification.autoClose ?? NOTIFICATION_AUTO_CLOSE_MS
    if (delay === false || entry.hovered || entry.focused || entry.removal !== undefined) return
    entry.startedAt = Date.now()
    entry.timer = setTimeout(() => store.hide(entry.notification.id), Math.max(0, entry.remaining))
  }

  /** Stops its time, keeping what is left of it. */
  function stopTimer(entry: Drawn): void {
    if (entry.timer === undefined) return
    clearTimeout(entry.timer)
    entry.timer = undefined
    entry.remaining -= Date.now() - entry.startedAt
  }

  function pause(entry: Drawn, hovered: boolean, focused: boolean): void {
    const wasPaused = entry.hovered || entry.focused
    entry.hovered = hovered
    entry.focused = focused
    const paused = hovered || focused
    if (paused === wasPaused) return
    if (paused) stopTimer(entry)
    else runTimer(entry)
  }

  function fill(into: HTMLElement, content: unknown, entry: Drawn): void {
    if (typeof content === "string" || typeof content === "number") into.textContent = String(content)
    else if (content instanceof win!.Node) into.append(content)
    else if (content != null && typeof content !== "boolean" && richContent) {
      const remove = richContent(content, into)
      if (remove) entry.cleanups.push(remove)
    }
  }

  function draw(entry: Drawn): void {
    const { item, notification } = entry
    const { title, message, color = "blue", icon, loading, withCloseButton = true } = notification
    for (const cleanup of entry.cleanups.splice(0)) cleanup()
    item.replaceChildren()
    item.dataset.color = color
    if (loading || icon) {
      const mark = doc.createElement("span")
      mark.className = (loading ? styles.spinner : styles.icon) ?? ""
      mark.setAttribute("aria-hidden", "true")
      if (!loading) fill(mark, icon, entry)
      item.append(mark)
    }
    const body = doc.createElement("div")
    body.className = styles.body ?? ""
    if (title) {
      const heading = doc.createElement("p")
      heading.className = styles.title ?? ""
      fill(heading, title, entry)
      body.append(heading)
    }
    const text = doc.createElement("div")
    text.className = styles.message ?? ""
    fill(text, message, entry)
    body.append(text)
    item.append(body)
    if (withCloseButton) {
      const close = doc.createElement("button")
      close.type = "button"
      close.className = styles.close ?? ""
      close.setAttribute("aria-label", closeLabel)
      close.innerHTML = CLOSE_ICON
      close.addEventListener("click", () => store.hide(notification.id))
      item.append(close)
    }
    const position = notification.position ?? NOTIFICATION_DEFAULT_POSITION
    if (item.parentElement?.dataset.position !== position) stackAt(position).append(item)
    // A new delay or a changed notification starts its time afresh.
    const delay = notification.autoClose ?? NOTIFICATION_AUTO_CLOSE_MS
    entry.remaining = delay === false ? 0 : delay
    runTimer(entry)
  }

  function open(notification: Notification): void {
    const known = drawn.get(notification.id)
    if (known) {
      // Shown again while it faded: it stays, drawn afresh.
      const wasLeaving = known.removal !== undefined
      clearTimeout(known.removal)
      known.removal = undefined
      known.item.dataset.state = "open"
      known.item.removeAttribute("aria-hidden")
      if (known.notification !== notification || wasLeaving) {
        known.notification = notification
        draw(known)
      }
      return
    }
    const item = doc.createElement("li")
    item.className = styles.item ?? ""
    item.dataset.state = "open"
    item.dataset.notificationId = notification.id
    const entry: Drawn = { item, notification, cleanups: [], timer: undefined, startedAt: 0, remaining: 0, hovered: false, focused: false, removal: undefined }
    item.addEventListener("mouseenter", () => pause(entry, true, entry.focused))
    item.addEventListener("mouseleave", () => pause(entry, false, entry.focused))
    item.addEventListener("focusin", () => pause(entry, entry.hovered, true))
    item.addEventListener("focusout", (event) => {
      const next = event.relatedTarget
      if (!(next instanceof win!.Node && item.contains(next))) pause(entry, entry.hovered, false)
    })
    drawn.set(notification.id, entry)
    draw(entry)
  }

  function leave(entry: Drawn): void {
    if (entry.removal !== undefined) return
    stopTimer(entry)
    entry.item.dataset.state = "leaving"
    // No longer interactive or announced while it fades.
    entry.item.setAttribute("aria-hidden", "true")
    entry.item.querySelector("button")?.setAttribute("tabindex", "-1")
    entry.removal = setTimeout(() => remove(entry), NOTIFICATION_TRANSITION_MS)
  }

  function remove(entry: Drawn): void {
    for (const cleanup of entry.cleanups.splice(0)) cleanup()
    const stack = entry.item.parentElement
    entry.item.remove()
    drawn.delete(entry.notification.id)
    if (stack && !stack.hasChildNodes()) stack.remove()
  }

  function update(): void {
    const shown = store.getState().notifications
    const ids = new Set(shown.map((notification) => notification.id))
    for (const entry of drawn.values()) if (!ids.has(entry.notification.id)) leave(entry)
    for (const notification of shown) open(notification)
  }

  update()
  const unsubscribe = store.subscribe(update)
  signal.addEventListener("abort", () => {
    unsubscribe()
    for (const entry of [...drawn.values()]) {
      clearTimeout(entry.timer)
      clearTimeout(entry.removal)
      remove(entry)
    }
  })
}
