// The chunk of the "visit" island (src/browser/islands.ts): its part, hydrated on the server's markup.
import { visitIsland } from "../../features/visits/visit-island"
import { islandHydrator } from "./hydrate"

export const island = islandHydrator(visitIsland)
