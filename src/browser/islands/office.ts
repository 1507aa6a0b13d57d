// The chunk of the "office" island (src/browser/islands.ts): its part, hydrated on the server's markup.
import { officeIsland } from "../../features/office/office-island"
import { islandHydrator } from "./hydrate"

export const island = islandHydrator(officeIsland)
