// Fields every page's own data file starts with (what the browser tab, search engines and the page
// heading say), as an interface: a data file's type that has all four implements it
// (src/node/content-model/graphql.ts), so one fragment (PageHeadFields, beside the pages' shared head)
// selects them on any page.
export const pageHeadTypeDefs = /* GraphQL */ `
  interface PageHead {
    "The browser tab's title and the title search engines show."
    title: String!
    "One or two sentences for search engines and link previews."
    description: String!
    "The page's heading."
    heading: String!
    "One or two sentences under the heading."
    intro: String!
  }
`
