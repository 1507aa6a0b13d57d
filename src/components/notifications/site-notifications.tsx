// The site's notifications region, written empty into every page at the root (wrap-root): a polite
// live region that the page's script draws the notifications into (src/browser/frame/notifications.ts),
// one stack per position in use, and that a chunk which failed to load writes its notice into.
import React from "react"
import { useAppMessages } from "../../hooks/use-app-messages"
import * as styles from "./notifications.module.scss"

export function SiteNotifications() {
  const { regionLabel } = useAppMessages().notifications
  return <section className={styles.region} aria-label={regionLabel} aria-live="polite" data-notifications="" />
}
