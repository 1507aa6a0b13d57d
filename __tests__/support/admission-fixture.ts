// The admission form's texts as the page query returns them, built from the real data file.
import formJson from "../../data/admission-form.json"
import type { AdmissionFormTexts } from "../../src/features/admission/texts"

export const admissionData = formJson

export function admissionTexts(changes: Partial<AdmissionFormTexts> = {}): AdmissionFormTexts {
  const { $schema: _schema, ...texts } = JSON.parse(JSON.stringify(formJson)) as typeof formJson
  // The JSON leaves out error kinds a question cannot have; the query returns them as null.
  return { ...texts, ...changes } as unknown as AdmissionFormTexts
}
