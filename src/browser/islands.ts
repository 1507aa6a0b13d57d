// The parts with rich state (the admission form, visit booking, search, the office, an application's
// status), written by the server as islands (src/components/island/) and hydrated with Preact, each
// by a chunk of its own, loaded only on a page that has that island: every other page loads none of
// them, nor Preact.

import { ISLAND_ATTRIBUTE, isIslandName, ISLAND_NAMES, readIslandProps, type IslandName } from "../lib/islands/names"
import type { showPartError } from "./error-screen"
import type { startNotices } from "./frame"
import type { IslandHydrator } from "./islands/hydrate"
import type { loadChunk } from "./load-chunk"

export interface IslandChunk {
  load: () => Promise<{ island: IslandHydrator }>
  /**
   * "visible": hydrated once the island nears the screen, so a part below the first screen costs
   * the page's start nothing; "load": at once, for a part that is the page's first screen.
   */
  when: "load" | "visible"
}

export type IslandChunks = Readonly<Record<IslandName, IslandChunk>>

/**
 * What the page's script lends its islands' loader: its own loadChunk, notifications region and error
 * screen. Lent, not imported, so that the frame's code stays inside the page's script rather than in a
 * chunk shared with this one (every shared chunk is one more file on the first load of every page).
 */
export interface IslandsPage {
  loadChunk: typeof loadChunk
  startNotices: typeof startNotices
  showPartError: typeof showPartError
}

export const ISLAND_CHUNKS: IslandChunks = {
  // The form is long and starts under the page's heading: its questions further down are the bulk of
  // the work, and a visitor reaches them by scrolling.
  "admission-form": { load: () => import("./islands/admission-form"), when: "visible" },
  // The open times are looked up as soon as the page opens, in its first screen.
  visit: { load: () => import("./islands/visit"), when: "load" },
  // The field is the page's first screen, and a query in the address is searched at once.
  search: { load: () => import("./islands/search"), when: "load" },
  // The whole page: the session is asked for at once.
  office: { load: () => import("./islands/office"), when: "load" },
  // The lookup is the page's first screen, and a private link opens its application at once.
  status: { load: () => import("./islands/status"), when: "load" },
}

/** How far from the screen an island starts loading: about a phone's screen ahead of the visitor. */
const NEAR_SCREEN = "600px 0px"

/**
 * Resolves when the island comes within NEAR_SCREEN of the screen (at once where the browser cannot
 * tell), or the signal stops. The island's element draws no box of its own (display: contents), so
 * what is watched is its part's boxes.
 */
function nearScreen(element: Element, signal: AbortSignal): Promise<void> {
  const boxes = [...element.children]
  if (typeof IntersectionObserver === "undefined" || boxes.length === 0) return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: NEAR_SCREEN },
    )
    for (const box of boxes) observer.observe(box)
    signal.addEventListener(
      "abort",
      () => {
        observer.disconnect()
        resolve()
      },
      { once: true },
    )
  })
}

async function startIsland(element: HTMLElement, chunks: IslandChunks, signal: AbortSignal, { loadChunk, startNotices, showPartError }: IslandsPage): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE)
  if (!isIslandName(name)) throw new Error(`the page has an island "${name}", and there is none of that name (${ISLAND_NAMES.join(", ")})`)
  const props = readIslandProps(element)
  const chunk = chunks[name]
  if (chunk.when === "visible") await nearScreen(element, signal)
  if (signal.aborted) return
  // A part may show a notification as it starts (the admission form's restored draft): the region
  // that draws them comes with it.
  const [{ island }, notices] = await Promise.all([loadChunk(`island-${name}`, chunk.load), startNotices(element.ownerDocument, signal)])
  if (island.name !== name) throw new Error(`the chunk of the island "${name}" hydrates "${island.name}"`)
  if (signal.aborted) return
  // Preact is on the page now: the part's notifications may hold its own elements.
  notices.registerNotificationContent(island.drawNotificationContent)
  await island.hydrate(element, props, signal, (error) => showPartError(element, error))
}

/** startIslands with the given chunks (for tests). */
export async function startIslandsWith(chunks: IslandChunks, doc: Document, signal: AbortSignal, page: IslandsPage): Promise<void> {
  const elements = [...doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)]
  await Promise.all(elements.map((element) => startIsland(element, chunks, signal, page)))
}

/** Hydrates every island in `doc` (each when it nears the screen, where that helps); resolves once all are. */
export function startIslands(doc: Document, signal: AbortSignal, page: IslandsPage): Promise<void> {
  return startIslandsWith(ISLAND_CHUNKS, doc, signal, page)
}
