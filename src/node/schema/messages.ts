// GraphQL types for data/messages.json. The site reads these texts by importing the file (they must
// show even when a page's data failed to load); the types keep Gatsby from guessing its shape.
export const messagesTypeDefs = /* GraphQL */ `
  type MessagesJson implements Node @dontInfer {
    notifications: MessagesNotifications!
    connection: MessagesConnection!
    chunkError: MessagesChunkError!
    errorScreen: MessagesErrorScreen!
    links: MessagesLinks!
  }
  type MessagesNotifications {
    regionLabel: String!
    framedRegionLabel: String!
    closeLabel: String!
  }
  type MessagesConnection {
    offlineTitle: String!
    offlineMessage: String!
    onlineTitle: String!
    onlineMessage: String!
  }
  type MessagesChunkError {
    title: String!
    hint: String!
    reloadLabel: String!
  }
  type MessagesErrorScreen {
    title: String!
    text: String!
    detailsLabel: String!
    homeLabel: String!
    reloadLabel: String!
  }
  type MessagesLinks {
    newTab: String!
  }
`
