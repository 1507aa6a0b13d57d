// Where notifications appear (docs/behaviour.md#notifications): a polite live region holding one stack
// per position in use, bottom-right unless a notification asks for another place.
import React, { useEffect, useState, useSyncExternalStore } from "react"
import { useAppMessages } from "../../hooks/use-app-messages"
import {
  NOTIFICATION_DEFAULT_POSITION,
  NOTIFICATION_POSITIONS,
  type NotificationPosition,
} from "../../state/notifications/queue"
import type { NotificationsStore } from "../../state/notifications/store"
import { NotificationItem } from "./notification-item"
import { useExitTransition, type RenderedNotification } from "./use-exit-transition"
import * as styles from "./notifications.module.scss"

/** $transition-duration in src/styles/_tokens.scss: how long a closing notification stays to fade. */
export const NOTIFICATION_TRANSITION_MS = 250

export interface NotificationsContainerProps {
  store: NotificationsStore
}

/** A page shown in a frame (the form in /form/) names its region apart from the page around it. */
function useRegionLabel(): string {
  const { regionLabel, framedRegionLabel } = useAppMessages().notifications
  const [label, setLabel] = useState(regionLabel)
  useEffect(() => {
    if (window.self !== window.top) setLabel(framedRegionLabel)
  }, [framedRegionLabel])
  return label
}

export function NotificationsContainer({ store }: NotificationsContainerProps) {
  const label = useRegionLabel()
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  const rendered = useExitTransition(state.notifications, NOTIFICATION_TRANSITION_MS)
  const stacks = new Map<NotificationPosition, RenderedNotification[]>()
  for (const item of rendered) {
    const at = item.notification.position ?? NOTIFICATION_DEFAULT_POSITION
    stacks.set(at, [...(stacks.get(at) ?? []), item])
  }

  return (
    <section className={styles.region} aria-label={label} aria-live="polite" data-notifications="">
      {NOTIFICATION_POSITIONS.filter((at) => stacks.has(at)).map((at) => (
        <ol key={at} className={styles.stack} data-position={at}>
          {(stacks.get(at) ?? []).map(({ notification, leaving }) => (
            <NotificationItem key={notification.id} notification={notification} leaving={leaving} onHide={store.hide} />
          ))}
        </ol>
      ))}
    </section>
  )
}
