// GraphQL types for data/form.json: the /form page that frames the school's admission form.
import { pageHeadFields } from "./page-head"

export const formTypeDefs = /* GraphQL */ `
  type FormJson implements Node @dontInfer {
    ${pageHeadFields}
    frameTitle: String!
    openInTab: String!
  }
`
