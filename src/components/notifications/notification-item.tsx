// One notification: colour bar or icon (a spinner while loading), title, message and close button.
// Its timer pauses while the pointer is over it or focus is inside it, so it never vanishes mid-read.
import React, { useState } from "react"
import { useAppMessages } from "../../hooks/use-app-messages"
import { NOTIFICATION_AUTO_CLOSE_MS, type Notification } from "../../state/notifications/queue"
import { useAutoClose } from "./use-auto-close"
import * as styles from "./notifications.module.scss"

export interface NotificationItemProps {
  notification: Notification
  onHide: (id: string) => void
  /** True during the exit transition: no longer interactive or announced. */
  leaving?: boolean
}

export function NotificationItem({ notification, onHide, leaving = false }: NotificationItemProps) {
  const messages = useAppMessages()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const { id, title, message, color = "blue", icon, loading, withCloseButton = true } = notification
  const autoClose = notification.autoClose ?? NOTIFICATION_AUTO_CLOSE_MS
  useAutoClose(leaving ? false : autoClose, hovered || focused, () => onHide(id), notification)

  return (
    <li
      className={styles.item}
      data-color={color}
      data-state={leaving ? "leaving" : "open"}
      data-notification-id={id}
      aria-hidden={leaving || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        const next = event.relatedTarget
        if (!(next instanceof Node && event.currentTarget.contains(next))) setFocused(false)
      }}
    >
      {loading ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div className={styles.message}>{message}</div>
      </div>
      {withCloseButton ? (
        <button
          type="button"
          className={styles.close}
          onClick={() => onHide(id)}
          aria-label={messages.notifications.closeLabel}
          tabIndex={leaving ? -1 : undefined}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      ) : null}
    </li>
  )
}
