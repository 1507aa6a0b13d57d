// Visit booking as an island (src/components/island/): its words are its own (src/lib/visits/texts.ts).
import { islandPart } from "../../components/island/part"
import { VisitPage } from "./visit-page"

export const visitIsland = islandPart("visit", VisitPage)
