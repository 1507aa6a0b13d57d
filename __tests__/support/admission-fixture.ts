// The admission form's texts as the page query returns them, built from the real data files.
import formJson from "../../data/admission-form.json"
import nepaliFormJson from "../../data/ne/admission-form.json"
import type { AdmissionFormTexts, AdmissionOfficeTexts } from "../../src/features/admission/texts"
import { withTranslations } from "../../src/lib/i18n/overlay-merge"

export const admissionData = formJson

export function admissionTexts(changes: Partial<AdmissionFormTexts> = {}): AdmissionFormTexts {
  const { $schema: _schema, ...texts } = JSON.parse(JSON.stringify(formJson)) as typeof formJson
  // The JSON leaves out error kinds a question cannot have; the query returns them as null.
  return { ...texts, ...changes } as unknown as AdmissionFormTexts
}

/** The texts of /ne/school-form/: the English node with the Nepali overlay's words put in. */
export function nepaliAdmissionTexts(changes: Partial<AdmissionFormTexts> = {}): AdmissionFormTexts {
  return { ...withTranslations(admissionTexts(), nepaliFormJson), ...changes }
}

/** What the office receives, as the page queries it: always the English file's words. */
export function officeTexts(): AdmissionOfficeTexts {
  return admissionTexts() as unknown as AdmissionOfficeTexts
}
