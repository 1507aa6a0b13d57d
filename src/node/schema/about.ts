// GraphQL types for data/about.json.
import { pageHeadFields } from "./page-head"

export const aboutTypeDefs = /* GraphQL */ `
  type AboutJson implements Node @dontInfer {
    ${pageHeadFields}
  }
`
