// The chunk of the "admission-form" island (src/browser/islands.ts): its part, hydrated on the server's markup.
import { admissionFormIsland } from "../../features/admission/admission-island"
import { islandHydrator } from "./hydrate"

export const island = islandHydrator(admissionFormIsland)
