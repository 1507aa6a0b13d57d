// The markup the page's script shows when something fails, written by the site's React components into
// every page's notifications region as templates (SiteNotifications), so that the script, which has
// only to copy it and write the failure in, carries no markup or texts of its own in either language:
// the notice of a chunk that did not load (src/browser/load-chunk.ts), and the error screen of a page
// part that threw (src/browser/error-screen.ts).

/** The template of the notice a chunk that failed to load shows (ChunkErrorNotice). */
export const CHUNK_ERROR_TEMPLATE = "data-chunk-error"
/** Its element that takes the failure's message. */
export const CHUNK_ERROR_MESSAGE = "data-chunk-error-message"
/** The template of the error screen a part that threw shows in its place (ErrorScreen). */
export const ERROR_SCREEN_TEMPLATE = "data-error-screen"

/** A copy of the content of the template `mark`, and the region that holds it; null where the page has none. */
export function copyOfTemplate(doc: Document, mark: string): { copy: HTMLElement; region: HTMLElement } | null {
  const template = doc.querySelector<HTMLTemplateElement>(`template[${mark}]`)
  const copy = template?.content.firstElementChild?.cloneNode(true)
  const region = template?.parentElement
  return region && copy instanceof (doc.defaultView?.HTMLElement ?? HTMLElement) ? { copy, region } : null
}
