// GraphQL types for the school calendar: data/calendar.json (its page texts) and data/events/ (one
// file per event, all of type EventsJson).
import { localizedFields } from "./localized"
import { pageHeadFields } from "./page-head"

export const calendarTypeDefs = /* GraphQL */ `
  type EventsJson implements Node @dontInfer {
    ${localizedFields}
    title: String!
    slug: String!
    category: String!
    start: String!
    end: String
    startTime: String
    endTime: String
    location: String
    description: String
  }
  type CalendarJson implements Node & PageHead @dontInfer {
    ${localizedFields}
    ${pageHeadFields}
    monthDescription: String!
    monthNavLabel: String!
    previousLabel: String!
    nextLabel: String!
    weekdays: [CalendarWeekday!]!
    saturdayLabel: String!
    saturdayNote: String!
    adDayLabel: String!
    monthEventsTitle: String!
    noEvents: String!
    allDay: String!
    timeZone: String!
    untilLabel: String!
    addToCalendar: String!
    comingTitle: String!
    comingCount: Int!
    noComing: String!
    outdatedNote: String!
    categories: CalendarCategories!
    feedName: String!
    subscribe: CalendarSubscribe!
  }
  type CalendarWeekday {
    short: String!
    long: String!
  }
  type CalendarCategories {
    holiday: String!
    exam: String!
    meeting: String!
    event: String!
    sports: String!
    admission: String!
  }
  type CalendarSubscribe {
    title: String!
    text: String!
    linkLabel: String!
    addressLabel: String!
    steps: [String!]!
    downloadLabel: String!
  }
`
