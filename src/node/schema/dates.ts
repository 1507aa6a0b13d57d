// GraphQL types for data/dates.json: month and weekday names and the order of a date's parts.
import { localizedFields } from "./localized"

export const datesTypeDefs = /* GraphQL */ `
  type DatesDayPartsItem {
    "The hour (0 to 23, on the 24-hour clock) this part of the day starts at."
    from: Int!
    "Its name, written before the hour: 'बिहान' gives 'बिहान १०:००'."
    name: String!
  }
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
    "An event's time: {start} and {end}. English writes each hours:minutes on the 24-hour clock (10:00–13:00); Nepali writes the part of the day (dayParts) before the hour on the 12-hour clock, and leaves the part out of {end} when it is the same as {start} (दिउँसो २:०० देखि ४:०० बजेसम्म)."
    timeRange: String!
    "The parts of the day, from the earliest, for a language that writes hours on the 12-hour clock (Nepali: बिहान, दिउँसो, साँझ, राति). Each starts at its hour and lasts until the next one starts; the last one lasts past midnight until the first. English writes the 24-hour clock and does not show them."
    dayParts: [DatesDayPartsItem!]!
  }
`
