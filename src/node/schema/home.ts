// GraphQL types for data/home.json.
import { pageHeadFields } from "./page-head"

export const homeTypeDefs = /* GraphQL */ `
  type HomeJson implements Node @dontInfer {
    ${pageHeadFields}
  }
`
