// An English text standing in for a missing Nepali one. Every content node lists the paths of its
// texts that are still English in `untranslated` (the overlay merge, src/lib/i18n/overlay-merge.ts:
// "hero.title", "alerts[1].link.label"; empty on English nodes). A component that prints such a
// text asks here whether it is a stand-in and marks the element that holds it lang="en", so screen
// readers pronounce it as English and search engines know. Nothing is hidden in the text itself.

/** Paths of a node's (or a part's) texts that are English stand-ins, as GraphQL gives `untranslated`. */
export type StandIns = readonly (string | null)[] | null | undefined

/**
 * The lang attribute of the text at a path of one node (langAt with the node's stand-ins bound), as a
 * section hands it to the parts that print its texts.
 */
export type LangOf = (path: string) => "en" | undefined

/**
 * The stand-ins of one part of a node, with paths relative to that part, for the component that
 * shows the part: standInsAt(data.untranslated, "alerts[1]") → ["link.label"].
 */
export function standInsAt(standIns: StandIns, prefix: string): string[] {
  const paths = (standIns ?? []).filter((path): path is string => typeof path === "string")
  return paths.flatMap((path) => {
    if (path === prefix) return [""]
    if (path.startsWith(`${prefix}.`)) return [path.slice(prefix.length + 1)]
    if (path.startsWith(`${prefix}[`)) return [path.slice(prefix.length)]
    return []
  })
}

/** True when the text at `path` (or any text inside it) is an English stand-in. */
export function isStandIn(standIns: StandIns, path: string): boolean {
  return standInsAt(standIns, path).length > 0
}

/**
 * The lang attribute for the element that prints the text at `path`: "en" for a stand-in, else
 * undefined (no attribute: the element keeps its page's language).
 */
export function langAt(standIns: StandIns, path: string): "en" | undefined {
  return isStandIn(standIns, path) ? "en" : undefined
}
