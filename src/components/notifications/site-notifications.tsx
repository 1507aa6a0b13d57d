// The site's notifications region, written empty into every page at the root (wrap-root): a polite
// live region that the page's script draws the notifications into (src/browser/frame/notifications.ts),
// one stack per position in use, and that a chunk which failed to load writes its notice into. The
// texts the script needs in the page's language come with it (NOTIFICATION_TEXTS), so that script
// carries no texts of its own.
import React from "react"
import { useAppMessages } from "../../hooks/use-app-messages"
import type { AppMessages } from "../../lib/messages"
import { NOTIFICATION_TEXTS, NOTIFICATIONS_REGION, type NotificationTexts } from "../../state/notifications/texts"
import * as styles from "./notifications.module.scss"

/** What of the site's texts the region hands the page's script. */
export function notificationTextsOf({ notifications, connection, chunkError, errorScreen }: AppMessages): NotificationTexts {
  return { closeLabel: notifications.closeLabel, framedRegionLabel: notifications.framedRegionLabel, connection, chunkError, errorScreen }
}

export function SiteNotifications() {
  const messages = useAppMessages()
  const { notifications } = messages
  const texts = notificationTextsOf(messages)
  return (
    <section
      className={styles.region}
      aria-label={notifications.regionLabel}
      aria-live="polite"
      {...{ [NOTIFICATIONS_REGION]: "", [NOTIFICATION_TEXTS]: JSON.stringify(texts) }}
    />
  )
}
