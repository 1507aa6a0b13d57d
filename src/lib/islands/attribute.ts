// Apart from the rest of the islands' names (./names.ts): every page's script looks for this mark, and
// only a page that has an island loads the rest.

/** Marks an island's element; its value is the island's name. */
export const ISLAND_ATTRIBUTE = "data-island"
