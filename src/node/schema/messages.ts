// GraphQL types for data/messages.json: the site's own texts (notifications, errors, link hints). The bundle also imports the file directly (src/lib/messages.ts).
import { localizedFields } from "./localized"

export const messagesTypeDefs = /* GraphQL */ `
  type MessagesNotifications {
    "Name of the notifications area, read by screen readers."
    regionLabel: String!
    "The same, for a page shown inside another (the form in /form/), so screen readers can tell the two apart."
    framedRegionLabel: String!
    "Screen-reader name of a notification's close button."
    closeLabel: String!
  }
  type MessagesConnection {
    offlineTitle: String!
    offlineMessage: String!
    onlineTitle: String!
    onlineMessage: String!
  }
  "Shown when part of the website's code did not load; the technical message ('Loading chunk … failed.') follows the hint."
  type MessagesChunkError {
    title: String!
    hint: String!
    reloadLabel: String!
  }
  "The screen shown instead of a page that failed while showing itself."
  type MessagesErrorScreen {
    title: String!
    text: String!
    detailsLabel: String!
    homeLabel: String!
    reloadLabel: String!
  }
  "Words screen readers add to links; newTab follows, in brackets, every link that opens another site in a new tab."
  type MessagesLinks {
    newTab: String!
  }
  "The site's code imports these texts directly, since most of them must show even when a page's own content failed to load; so they cannot use {placeholders}."
  type MessagesJson implements Node @dontInfer {
    ${localizedFields}
    notifications: MessagesNotifications!
    connection: MessagesConnection!
    "Shown when part of the website's code did not load; the technical message ('Loading chunk … failed.') follows the hint."
    chunkError: MessagesChunkError!
    "The screen shown instead of a page that failed while showing itself."
    errorScreen: MessagesErrorScreen!
    "Words screen readers add to links; newTab follows, in brackets, every link that opens another site in a new tab."
    links: MessagesLinks!
  }
`
