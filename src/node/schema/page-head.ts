// Fields every page data file starts with: what the browser tab, search engines and the page heading say.
export const pageHeadFields = /* GraphQL */ `
    "The browser tab's title and the title search engines show."
    title: String!
    "One or two sentences for search engines and link previews."
    description: String!
    "The page's heading."
    heading: String!
    "One or two sentences under the heading."
    intro: String!
`

// The same fields as an interface, which every page data file's type implements, so that one fragment
// (PageHeadFields, beside the pages' shared head) selects them on any page.
export const pageHeadTypeDefs = /* GraphQL */ `
  interface PageHead {
${pageHeadFields}  }
`
