// GraphQL types for data/home.json: one type per section, in the order the page shows them.
import { localizedFields } from "./localized"
import { pageHeadFields } from "./page-head"

export const homeTypeDefs = /* GraphQL */ `
  type HomeJson implements Node & PageHead @dontInfer {
    ${localizedFields}
    ${pageHeadFields}
    labels: HomeLabels!
    hero: HomeHero!
    life: HomeLife!
    notices: HomeNotices!
    why: HomeCardSection!
    culture: HomeCulture!
    videoBand: HomeVideoBand!
    join: HomeLevels!
    map: HomeMap!
  }
  type HomeLabels {
    learnMore: String!
    backToTop: String!
    playVideo: String!
    pauseVideo: String!
  }
  type HomeHero {
    eyebrow: String!
    image: File! @fileByRelativePath
    alt: String!
    actions: [LabelledLink!]!
  }
  type HomePhoto {
    image: File! @fileByRelativePath
    alt: String!
  }
  type HomeLife {
    title: String!
    text: String!
    photos: [HomePhoto!]!
    weather: HomeWeatherTile!
    arts: HomeArtsTile!
    calendar: HomeCalendarTile!
  }
  type HomeWeatherTile {
    title: String!
    temperature: String!
    conditions: String!
    icon: File! @fileByRelativePath
  }
  type HomeArtsTile {
    title: String!
    text: String!
    alerts: String!
  }
  type HomeCalendarTile {
    title: String!
    "YYYY-MM-DD"
    date: String!
    note: String
    link: LabelledLink
  }
  "A picture card with a 'Learn More' link."
  type HomeCard {
    title: String!
    text: String!
    image: File! @fileByRelativePath
    alt: String!
    to: String!
  }
  "The latest notices: words only; the notices come from data/notices/."
  type HomeNotices {
    title: String!
    intro: String
    allLabel: String!
  }
  type HomeCardSection {
    title: String!
    intro: String
    cards: [HomeCard!]!
  }
  type HomeStat {
    number: String!
    caption: String
    icon: File! @fileByRelativePath
  }
  type HomeCulture {
    title: String!
    intro: String
    stats: [HomeStat!]!
  }
  type HomeVideoBand {
    title: String!
    text: String!
    video: Video!
    action: LabelledLink!
  }
  type HomeLevels {
    title: String!
    intro: String
    levels: [HomeCard!]!
  }
  type HomeMap {
    title: String!
    image: File! @fileByRelativePath
    alt: String!
  }
`
