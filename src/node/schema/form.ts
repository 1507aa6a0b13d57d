// GraphQL types for data/form.json: the page /form/ that frames the admission form.
import { localizedFields } from "./localized"

export const formTypeDefs = /* GraphQL */ `
  "The page /form/, which shows the school's admission form (data/admission-form.json) in a full-screen frame."
  type FormJson implements Node @dontInfer {
    ${localizedFields}
    "Page title shown in the browser tab and search results."
    title: String!
    "One or two sentences for search engines and link previews."
    description: String!
    heading: String!
    intro: String!
    "Name of the frame holding the form, read by screen readers."
    frameTitle: String!
    "Link that opens the form alone, for a bigger view or printing."
    openInTab: String!
  }
`
