// GraphQL types for the single-page data files: data/home.json, data/about.json, data/form.json.
// Each page file starts with the same head fields; later sections extend the types.
const pageHeadFields = `
    title: String!
    description: String!
    heading: String!
    intro: String!
`

export const pagesTypeDefs = /* GraphQL */ `
  type HomeJson implements Node @dontInfer {
    ${pageHeadFields}
  }
  type AboutJson implements Node @dontInfer {
    ${pageHeadFields}
  }
  type FormJson implements Node @dontInfer {
    ${pageHeadFields}
  }
`
