// The site's notifications region, written empty into every page at the root (wrap-root): a polite
// live region that the page's script draws the notifications into (src/browser/frame/notifications.ts),
// one stack per position in use, and that a chunk which failed to load writes its notice into. The
// texts the script needs in the page's language come with it (NOTIFICATION_TEXTS), and the markup of
// what it shows when something fails, as templates, so that script carries no texts of its own.
import React from "react"
import { useAppMessages } from "../../hooks/use-app-messages"
import type { AppMessages } from "../../lib/messages"
import { NOTIFICATION_DEFAULT_POSITION } from "../../state/notifications/queue"
import { CHUNK_ERROR_MESSAGE, CHUNK_ERROR_TEMPLATE, ERROR_SCREEN_TEMPLATE } from "../../state/notifications/templates"
import { NOTIFICATION_TEXTS, NOTIFICATIONS_REGION, type NotificationTexts } from "../../state/notifications/texts"
import { Button } from "../button/button"
import { ErrorScreen } from "../error-boundary/error-screen"
import * as styles from "./notifications.module.scss"

/** What of the site's texts the region hands the page's script. */
export function notificationTextsOf({ notifications, connection }: AppMessages): NotificationTexts {
  return { closeLabel: notifications.closeLabel, framedRegionLabel: notifications.framedRegionLabel, connection }
}

/**
 * The notice of a chunk that failed to load (docs/behaviour.md#errors), in its stack: the page's script
 * (src/browser/load-chunk.ts) copies it and writes the failure into it, with no chunk of its own to
 * load (the chunk that would draw it may be the one that failed).
 */
function ChunkErrorNotice() {
  const { chunkError } = useAppMessages()
  return (
    <ol className={styles.stack} data-position={NOTIFICATION_DEFAULT_POSITION}>
      <li className={styles.item} data-color="red" data-state="open">
        <div className={styles.body}>
          <p className={styles.title}>{chunkError.title}</p>
          <div className={styles.message}>
            <p>{chunkError.hint}</p>
            <code {...{ [CHUNK_ERROR_MESSAGE]: "" }} />
            <Button size="sm">{chunkError.reloadLabel}</Button>
          </div>
        </div>
      </li>
    </ol>
  )
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
    >
      <template {...{ [CHUNK_ERROR_TEMPLATE]: "" }}>
        <ChunkErrorNotice />
      </template>
      <template {...{ [ERROR_SCREEN_TEMPLATE]: "" }}>
        <ErrorScreen />
      </template>
    </section>
  )
}
