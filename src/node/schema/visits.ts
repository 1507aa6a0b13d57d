// GraphQL types for data/visits.json: the visiting hours families book from /visit/, and its words.
import { localizedFields } from "./localized"
import { pageHeadFields } from "./page-head"

export const visitsTypeDefs = /* GraphQL */ `
  type VisitsWeeklyItem {
    "The weekday (Sunday to Friday)."
    day: String!
    "When the visit starts, HH:MM in Nepal time."
    time: String!
    "How long the visit lasts, in minutes."
    minutes: Int!
    "How many people the visit takes in all."
    capacity: Int!
    "The language the tour is given in."
    language: String!
  }
  type VisitsClosedDaysItem {
    "The AD day, YYYY-MM-DD."
    date: String!
    "Why (for the office; not shown to families)."
    reason: String!
  }
  type VisitsInterestsItem {
    "Stored with the booking; never change it once bookings use it."
    value: String!
    label: String!
  }
  "Directions to the school, in the confirmation and its email: the link's words. It leads to the school's place on the map, the coordinates of its address in site.json (address.geo)."
  type VisitsMapLink {
    label: String!
  }
  type VisitsLanguages {
    en: String!
    ne: String!
  }
  type VisitsWeekdays {
    sunday: String!
    monday: String!
    tuesday: String!
    wednesday: String!
    thursday: String!
    friday: String!
  }
  type VisitsForm {
    nameLabel: String!
    peopleLabel: String!
    peopleHint: String!
    interestLabel: String!
    interestPlaceholder: String!
    phoneLabel: String!
    phoneHint: String!
    emailLabel: String!
    emailHint: String!
    noteLabel: String!
    submitLabel: String!
    sendingLabel: String!
    errorSummaryTitle: String!
  }
  type VisitsErrors {
    name: String!
    people: String!
    interest: String!
    phone: String!
    email: String!
    note: String!
    slot: String!
    full: String!
    tooMany: String!
    failed: String!
  }
  type VisitsConfirmation {
    title: String!
    referenceLabel: String!
    whenLabel: String!
    peopleLabel: String!
    calendarLabel: String!
    cancelText: String!
    cancelLabel: String!
    emailNote: String!
  }
  type VisitsCancel {
    heading: String!
    text: String!
    confirmLabel: String!
    done: String!
    gone: String!
    failed: String!
  }
  type VisitsMail {
    subject: String!
    officeSubject: String!
    cancelledSubject: String!
    movedSubject: String!
    signature: String!
  }
  "The weekly visiting hours, how far ahead booking opens and closes, the days without visits, and the texts of the booking page, its confirmation and its emails. {phone} is the office's first phone, {count} the places left (or the number of weeks), {max} a limit, {number} a week's number."
  type VisitsJson implements Node & PageHead @dontInfer {
    ${localizedFields}
    ${pageHeadFields}
    "The letters a visit's reference starts with (CV gives CV-2083-0042: letters, the Bikram Sambat year, the number within that year)."
    referencePrefix: String!
    "How many days ahead a visit can be booked (today counts as day 0)."
    opensDaysAhead: Int!
    "Booking a time closes this many hours before it starts."
    closesHoursBefore: Int!
    "The most people one booking may bring."
    maxParty: Int!
    "The weekly pattern of guided visits. Saturday is the weekly holiday and cannot have visits."
    weekly: [VisitsWeeklyItem!]!
    "Days without visits besides Saturdays and the calendar's holidays (data/events with category holiday close a day by themselves)."
    closedDays: [VisitsClosedDaysItem!]!
    "What a family may say it is interested in (the form's choice)."
    interests: [VisitsInterestsItem!]!
    "Directions to the school, in the confirmation and its email: the link's words. It leads to the school's place on the map, the coordinates of its address in site.json (address.geo)."
    mapLink: VisitsMapLink!
    languages: VisitsLanguages!
    scheduleTitle: String!
    weekdays: VisitsWeekdays!
    timeNote: String!
    slotsTitle: String!
    soonestTitle: String!
    "A week of open times: {from} and {to} are its first and last days with one."
    weekHeading: String!
    "Which week is shown: {number} of {count}."
    weekCount: String!
    previousWeek: String!
    nextWeek: String!
    loading: String!
    noSlots: String!
    offline: String!
    placesLeft: String!
    onePlaceLeft: String!
    chooseLabel: String!
    chosenTitle: String!
    changeLabel: String!
    form: VisitsForm!
    errors: VisitsErrors!
    confirmation: VisitsConfirmation!
    cancel: VisitsCancel!
    mail: VisitsMail!
  }
`
