// GraphQL types for data/admission-form.json: the admission application's words, choices and endpoint.
import { localizedFields } from "./localized"
import { pageHeadFields } from "./page-head"

export const admissionFormTypeDefs = /* GraphQL */ `
  type AdmissionFormJson implements Node & PageHead @dontInfer {
    ${localizedFields}
    ${pageHeadFields}
    "Where the answers go: /api/applications (this site's receiver), a form service's https:// address, or null for none."
    endpoint: String
    collegeNote: AdmissionFormCollegeNote!
    backLink: LabelledLink!
    printLabel: String!
    requiredNote: String!
    optionalMark: String!
    errorPrefix: String!
    draft: AdmissionFormDraft!
    sections: AdmissionFormSections!
    ages: AdmissionFormAges!
    "Each question: label, hint, choices and error messages (named so because Gatsby reserves fields)."
    questions: AdmissionFormQuestions!
    errorSummaryTitle: String!
    submitLabel: String!
    sendingLabel: String!
    sendingTitle: String!
    noEndpoint: TitledText!
    email: AdmissionFormEmail!
    failure: AdmissionFormFailure!
    success: AdmissionFormSuccess!
    aside: AdmissionFormAside!
    printFooter: String!
  }
  type AdmissionFormCollegeNote {
    text: String!
    link: LabelledLink!
  }
  type AdmissionFormDraft {
    savedNote: String!
    restored: String!
    clearLabel: String!
    cleared: String!
    undoLabel: String!
  }
  type AdmissionFormSections {
    student: String!
    schooling: String!
    parent: String!
    more: String!
  }
  type AdmissionFormAges {
    minAge: Int!
    maxAge: Int!
  }
  "Error messages by kind; each question has the kinds that can happen to it."
  type AdmissionFormErrors {
    required: String
    tooLong: String
    invalid: String
    characters: String
    mobileLength: String
    mobilePrefix: String
    landlineLength: String
    areaCode: String
    missingDay: String
    missingMonth: String
    missingYear: String
    incomplete: String
    notNumbers: String
    invalidMonth: String
    invalidYear: String
    invalidDay: String
    bsRange: String
    looksLikeBs: String
    looksLikeAd: String
    future: String
    tooYoung: String
    tooOld: String
    levelMismatch: String
  }
  type AdmissionFormOption {
    value: String!
    label: String!
  }
  type AdmissionFormLevel {
    value: String!
    label: String!
    minAge: Int!
    maxAge: Int!
  }
  type AdmissionFormTextField {
    label: String!
    hint: String
    errors: AdmissionFormErrors!
  }
  type AdmissionFormChoiceField {
    label: String!
    hint: String
    placeholder: String
    options: [AdmissionFormOption!]!
    errors: AdmissionFormErrors!
  }
  type AdmissionFormLevelField {
    label: String!
    hint: String
    placeholder: String!
    options: [AdmissionFormLevel!]!
    errors: AdmissionFormErrors!
  }
  type AdmissionFormDateField {
    label: String!
    hint: String
    calendarLabel: String!
    calendars: [AdmissionFormOption!]!
    dayLabel: String!
    monthLabel: String!
    yearLabel: String!
    errors: AdmissionFormErrors!
  }
  type AdmissionFormQuestions {
    studentName: AdmissionFormTextField!
    dateOfBirth: AdmissionFormDateField!
    gender: AdmissionFormChoiceField!
    level: AdmissionFormLevelField!
    previousSchool: AdmissionFormTextField!
    lastGrade: AdmissionFormTextField!
    parentName: AdmissionFormTextField!
    relation: AdmissionFormChoiceField!
    phone: AdmissionFormTextField!
    email: AdmissionFormTextField!
    address: AdmissionFormTextField!
    heardFrom: AdmissionFormChoiceField!
    message: AdmissionFormTextField!
    consent: AdmissionFormTextField!
  }
  type AdmissionFormEmail {
    label: String!
    subject: String!
    intro: String!
    dateOfBirth: String!
    languageLine: String!
    languageNames: AdmissionFormLanguageNames!
  }
  type AdmissionFormLanguageNames {
    en: String!
    ne: String!
  }
  type AdmissionFormFailure {
    title: String!
    network: String!
    offline: String!
    timeout: String!
    status: String!
    retryLabel: String!
    orEmail: String!
    invalid: String!
  }
  type AdmissionFormSuccess {
    title: String!
    text: String!
    referenceLabel: String!
    referenceHint: String!
    answersTitle: String!
    printLabel: String!
    nextTitle: String!
    next: [String!]!
    questions: String!
    notification: String!
    againLabel: String!
  }
  type AdmissionFormAside {
    title: String!
    steps: [String!]!
    contactTitle: String!
    contactText: String!
  }
`
