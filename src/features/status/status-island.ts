// The status page as an island (src/components/island/): its words are its props (texts.ts).
import { islandPart } from "../../components/island/part"
import { StatusPage } from "./status-page"

export const statusIsland = islandPart("status", StatusPage)
