// The chunk of the "status" island (src/browser/islands.ts): its part, hydrated on the server's markup.
import { statusIsland } from "../../features/status/status-island"
import { islandHydrator } from "./hydrate"

export const island = islandHydrator(statusIsland)
