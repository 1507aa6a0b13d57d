// GraphQL types for data/lunch-menu.json: the week's tiffin on /lunch-menu/.
import { localizedFields } from "./localized"
import { pageHeadFields } from "./page-head"

export const lunchMenuTypeDefs = /* GraphQL */ `
  type LunchMenuJson implements Node & PageHead @dontInfer {
    ${localizedFields}
    ${pageHeadFields}
    weekLabel: String!
    week: LunchWeek!
    vegetarianLabel: String!
    days: [LunchDay!]!
    saturday: LunchSaturday!
  }
  type LunchWeek {
    from: String!
    to: String!
  }
  type LunchDay {
    day: String!
    dishes: [LunchDish!]!
    note: String
  }
  type LunchDish {
    name: String!
    vegetarian: Boolean
  }
  type LunchSaturday {
    day: String!
    note: String!
  }
`
