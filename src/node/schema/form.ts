// GraphQL types for data/form.json.
import { pageHeadFields } from "./page-head"

export const formTypeDefs = /* GraphQL */ `
  type FormJson implements Node @dontInfer {
    ${pageHeadFields}
  }
`
