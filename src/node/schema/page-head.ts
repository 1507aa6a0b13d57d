// Fields every page data file starts with: what the browser tab, search engines and the page heading say.
export const pageHeadFields = /* GraphQL */ `
    title: String!
    description: String!
    heading: String!
    intro: String!
`
