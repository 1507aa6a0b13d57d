// GraphQL types for data/form.json: the page /form/ that frames the admission form.
import { localizedFields } from "./localized"
import { pageHeadFields } from "./page-head"

export const formTypeDefs = /* GraphQL */ `
  "The page /form/, which shows the school's admission form (data/admission-form.json) in a full-screen frame."
  type FormJson implements Node & PageHead @dontInfer {
    ${localizedFields}
    ${pageHeadFields}
    "Name of the frame holding the form, read by screen readers."
    frameTitle: String!
    "Link that opens the form alone, for a bigger view or printing."
    openInTab: String!
  }
`
