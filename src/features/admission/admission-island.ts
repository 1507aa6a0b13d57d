// The admission form as an island (src/components/island/): the page gives it its words.
import { islandPart } from "../../components/island/part"
import { AdmissionForm } from "./admission-form"

export const admissionFormIsland = islandPart("admission-form", AdmissionForm)
