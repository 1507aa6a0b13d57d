// What the notifications region in the page's HTML tells the page's script: where it is, and the texts
// in the page's language that the script draws notifications with (closing, the region's name in a
// frame, the connection notices). Every page has the region, so the page's script carries no texts of
// its own. What it shows when something fails comes as templates (./templates.ts).
import type { AppMessages } from "../../lib/messages"

/** The region's mark. */
export const NOTIFICATIONS_REGION = "data-notifications"
/** The attribute that holds NotificationTexts, as JSON. */
export const NOTIFICATION_TEXTS = "data-texts"

export interface NotificationTexts {
  closeLabel: string
  framedRegionLabel: string
  connection: AppMessages["connection"]
}

/** The texts the region holds; null where the page has no region, or it holds none it can read. */
export function notificationTexts(region: Element | null): NotificationTexts | null {
  try {
    return region ? (JSON.parse(region.getAttribute(NOTIFICATION_TEXTS) ?? "") as NotificationTexts) : null
  } catch {
    return null
  }
}
