// Light pages: pages the site serves without Gatsby's runtime (docs/behaviour.md#light-pages). Their
// prebuilt HTML is the whole page, and nothing of it changes after load but the site's frame (menu,
// Form dropdown, the bar's shadow, alerts), which a small script of their own drives (src/light/). One
// list, of English addresses; each page's Nepali twin is light too.
import { unlocalizedPath } from "../i18n/locales"

/**
 * /form/: a frame around /school-form/, which runs the site's app itself; with the app on both pages
 * a phone downloaded, parsed and ran it twice on one main thread.
 */
export const LIGHT_PAGE_PATHS: ReadonlySet<string> = new Set(["/form/"])

/** Whether the page at this address (in either language) is served without Gatsby's runtime. */
export function isLightPagePath(pathname: string): boolean {
  return LIGHT_PAGE_PATHS.has(unlocalizedPath(pathname))
}
