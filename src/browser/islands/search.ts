// The chunk of the "search" island (src/browser/islands.ts): its part, hydrated on the server's markup.
import { searchIsland } from "../../features/search/search-island"
import { islandHydrator } from "./hydrate"

export const island = islandHydrator(searchIsland)
