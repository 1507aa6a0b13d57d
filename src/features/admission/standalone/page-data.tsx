// What the form page's own script needs to bring the form to life without Gatsby's runtime
// (docs/behaviour.md#light-pages): the props the page gives AdmissionForm and the few fields of
// data/site.json the form's hooks read, written by the server render into the page as a JSON data
// block (never run, so the script policy needs no hash for it), beside the element the form is drawn in.
import React from "react"
import type { SiteData } from "../../../hooks/use-site"
import type { AdmissionFormTexts, AdmissionOfficeTexts } from "../texts"

/** The element around the form: what the page's script hydrates. */
export const ADMISSION_FORM_ROOT_ID = "admission-form"
/** Marks the page's print button, which the page's script wires without React. */
export const PRINT_BUTTON_ATTRIBUTE = "data-print-page"
const DATA_ID = "admission-form-data"

/** The parts of site.json the form's modules read (its name, phones, email, links: the texts' placeholders). */
export type FormSite = Omit<SiteData, "navigation" | "popup" | "footer" | "notFound" | "logo">

export interface AdmissionFormData {
  texts: AdmissionFormTexts
  office: AdmissionOfficeTexts
  site: FormSite
}

export function formSite({ navigation: _navigation, popup: _popup, footer: _footer, notFound: _notFound, logo: _logo, ...site }: SiteData): FormSite {
  return site
}

/** The data block. "<" is escaped, so no text of the data can end the element early. */
export function AdmissionFormDataBlock({ data }: { data: AdmissionFormData }) {
  return <script type="application/json" id={DATA_ID} dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />
}

/** The data block's contents; fails when the page has none. */
export function readAdmissionFormData(doc: Document): AdmissionFormData {
  const text = doc.getElementById(DATA_ID)?.textContent
  if (!text) throw new Error(`the page has no #${DATA_ID} data block for the admission form`)
  return JSON.parse(text) as AdmissionFormData
}
