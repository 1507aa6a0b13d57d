// What the notifications region in the page's HTML tells the page's script: where it is, and the texts
// in the page's language that the script draws with (closing, the region's name in a frame, the
// connection notices, a chunk that failed to load, the error screen of a part that threw). Every page
// has the region, so the page's script carries no texts of its own, in either language.
import type { AppMessages } from "../../lib/messages"

/** The region's mark. */
export const NOTIFICATIONS_REGION = "data-notifications"
/** The attribute that holds NotificationTexts, as JSON. */
export const NOTIFICATION_TEXTS = "data-texts"

export interface NotificationTexts {
  closeLabel: string
  framedRegionLabel: string
  connection: AppMessages["connection"]
  chunkError: AppMessages["chunkError"]
  errorScreen: AppMessages["errorScreen"]
}

/** The texts the page's region holds; null where the page has no region, or it holds none it can read. */
export function pageTexts(doc: Document): NotificationTexts | null {
  return notificationTexts(doc.querySelector(`[${NOTIFICATIONS_REGION}]`))
}

/** The texts the region holds; null where the page has no region, or it holds none it can read. */
export function notificationTexts(region: Element | null): NotificationTexts | null {
  try {
    return region ? (JSON.parse(region.getAttribute(NOTIFICATION_TEXTS) ?? "") as NotificationTexts) : null
  } catch {
    return null
  }
}
