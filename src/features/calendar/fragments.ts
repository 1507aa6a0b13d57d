// What the calendar's components read from data/calendar.json and data/events/.
import { graphql } from "gatsby"

export const calendarFragments = graphql`
  fragment CalendarEventFields on EventsJson {
    slug
    title
    category
    start
    end
    startTime
    endTime
    location
    description
  }
  fragment CalendarTextsFields on CalendarJson {
    title
    description
    monthDescription
    heading
    intro
    monthNavLabel
    previousLabel
    nextLabel
    weekdays {
      short
      long
    }
    saturdayLabel
    saturdayNote
    adDayLabel
    monthEventsTitle
    noEvents
    allDay
    timeZone
    addToCalendar
    comingTitle
    comingCount
    noComing
    outdatedNote
    categories {
      holiday
      exam
      meeting
      event
      sports
      admission
    }
    feedName
    subscribe {
      title
      text
      linkLabel
      addressLabel
      steps
      downloadLabel
    }
  }
`

export type CalendarTexts = Queries.CalendarTextsFieldsFragment
export type EventData = Queries.CalendarEventFieldsFragment
