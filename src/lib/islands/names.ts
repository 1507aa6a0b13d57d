// The parts of the site with rich state, each written by the server as an island
// (src/components/island/) and brought to life in the browser by a script chunk of its own
// (src/browser/islands.ts). What both sides read: the names, and the data blocks the server writes
// beside an island's markup. Plain data, no part: the loader reads it without loading any part.

/** Every island's name, declared once: the server writes these, the loader knows a chunk for each. */
export const ISLAND_NAMES = ["admission-form", "visit", "search", "office", "status"] as const
export type IslandName = (typeof ISLAND_NAMES)[number]

import { ISLAND_ATTRIBUTE } from "./attribute"

export { ISLAND_ATTRIBUTE }
/** Marks the island's props, a JSON data block right after its element. */
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props"
/** Marks the page's answers to the static queries the parts make (useSite's), a JSON data block. */
export const STATIC_QUERIES_ATTRIBUTE = "data-static-queries"

export function isIslandName(name: unknown): name is IslandName {
  return typeof name === "string" && (ISLAND_NAMES as readonly string[]).includes(name)
}

/**
 * A data block's text: JSON with every "<" escaped, so no text of the data can end the <script>
 * element early (JSON.parse reads "\u003c" back as "<").
 */
export function dataBlockText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c")
}

/** The props the server wrote for an island; fails when its data block is not right after it. */
export function readIslandProps(element: Element): unknown {
  const name = element.getAttribute(ISLAND_ATTRIBUTE)
  const block = element.nextElementSibling
  if (!block || block.getAttribute(ISLAND_PROPS_ATTRIBUTE) !== name || block.getAttribute("type") !== "application/json") {
    throw new Error(`the island "${name}" has no data block of its props right after it`)
  }
  return JSON.parse(block.textContent ?? "null") as unknown
}

/** The page's answers to static queries, by the query's name; fails when the page has none. */
export function readStaticQueries(doc: Document): Record<string, unknown> {
  const text = doc.querySelector(`script[${STATIC_QUERIES_ATTRIBUTE}]`)?.textContent
  if (!text) throw new Error("the page has no data block of static queries for its islands")
  return JSON.parse(text) as Record<string, unknown>
}
