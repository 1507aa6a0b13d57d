// GraphQL types for data/dates.json: month and weekday names and the order of a date's parts.
import { localizedFields } from "./localized"

export const datesTypeDefs = /* GraphQL */ `
  "Month and weekday names and the order of a date's parts, for every date the pages show (notices, events, the calendar, today's date). The digits follow the page's language: Devanagari digits on Nepali pages."
  type DatesJson implements Node @dontInfer {
    ${localizedFields}
    "The twelve Bikram Sambat months, Baisakh first."
    bsMonths: [String!]!
    "The twelve AD months, January first."
    adMonths: [String!]!
    "Short AD month names, January first, for the calendar grid's small AD numbers."
    adMonthsShort: [String!]!
    "The days of the week, Sunday first."
    weekdays: [String!]!
    "A day: {year}, {month} (its name) and {day}, in the order this language writes them."
    day: String!
    "A month of a year: {month} (its name) and {year}."
    month: String!
    "An event's time: {start} and {end}, each written hours:minutes on the 24-hour clock."
    timeRange: String!
  }
`
