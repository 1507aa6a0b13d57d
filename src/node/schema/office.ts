// GraphQL types for data/office.json: the words of the office inbox page /office/ (English only).
import { localizedFields } from "./localized"

export const officeTypeDefs = /* GraphQL */ `
  "The words of the office inbox page /office/; the office works in English."
  type OfficeJson implements Node @dontInfer {
    ${localizedFields}
    title: String!
    signedInAs: String!
    signOutLabel: String!
    exportLabel: String!
    timeNote: String!
    loading: String!
    sessionEnded: String!
    unavailable: String!
    signIn: OfficeSignIn!
    list: OfficeList!
    application: OfficeApplication!
    statuses: OfficeStatuses!
    languages: OfficeLanguages!
    "The office's list of booked visits (/office/?visits=day), its day sheet and its actions. {count} is a number of people, {reference} a visit's reference, {when} its new day and time."
    visits: OfficeVisits!
  }
  type OfficeVisits {
    navLabel: String!
    applicationsLabel: String!
    heading: String!
    dayLabel: String!
    weekLabel: String!
    fromLabel: String!
    showLabel: String!
    printLabel: String!
    none: String!
    timeLabel: String!
    referenceLabel: String!
    nameLabel: String!
    peopleLabel: String!
    phoneLabel: String!
    interestLabel: String!
    noteLabel: String!
    languageLabel: String!
    cancelledLabel: String!
    cancelLabel: String!
    moveLabel: String!
    moveSlotLabel: String!
    moveLoading: String!
    moveNone: String!
    moveButton: String!
    historyLabel: String!
    moveRefused: String!
    moved: String!
    totalPeople: String!
  }
  type OfficeLanguages {
    en: String!
    ne: String!
  }
  type OfficeStatuses {
    received: String!
    reviewed: String!
    invited: String!
    admitted: String!
    declined: String!
    withdrawn: String!
  }
  type OfficeApplication {
    backLabel: String!
    heading: String!
    receivedLabel: String!
    languageLabel: String!
    statusLabel: String!
    answersHeading: String!
    notAnswered: String!
    statusHeading: String!
    noteLabel: String!
    noteHint: String!
    saveLabel: String!
    saved: String!
    saveFailed: String!
    noteTooLong: String!
    historyHeading: String!
    historyEmpty: String!
    historyEntry: String!
    deleteHeading: String!
    deleteIntro: String!
    deleteLabel: String!
    deleteConfirm: String!
    confirmDeleteLabel: String!
    cancelDeleteLabel: String!
    deleted: String!
    notFound: String!
    answerLabels: OfficeApplicationAnswerLabels!
  }
  type OfficeApplicationAnswerLabels {
    dateOfBirth: String!
    dateOfBirthBs: String!
    phoneAsWritten: String!
    sentAt: String!
  }
  type OfficeList {
    heading: String!
    filtersHeading: String!
    searchLabel: String!
    levelLabel: String!
    anyLevel: String!
    statusLabel: String!
    anyStatus: String!
    fromLabel: String!
    toLabel: String!
    applyLabel: String!
    clearLabel: String!
    count: String!
    more: String!
    empty: String!
    caption: String!
    columns: OfficeListColumns!
  }
  type OfficeListColumns {
    reference: String!
    received: String!
    student: String!
    parent: String!
    level: String!
    status: String!
  }
  type OfficeSignIn {
    heading: String!
    intro: String!
    nameLabel: String!
    passwordLabel: String!
    submitLabel: String!
    busyLabel: String!
    wrong: String!
    throttled: String!
    missing: String!
  }
`
