// GraphQL types for data/search.json: the search page's and the search field's words.
import { localizedFields } from "./localized"
import { pageHeadFields } from "./page-head"

export const searchTypeDefs = /* GraphQL */ `
  "The link shown with 'unavailable' and 'noScript', to a page that lists every page."
  type SearchSitemapLink {
    label: String!
    to: String!
  }
  "The results themselves come from the words of every page, indexed when the site is built. {query} is the words the visitor typed, {count} the number of pages found."
  type SearchJson implements Node & PageHead @dontInfer {
    ${localizedFields}
    ${pageHeadFields}
    "The search field's name, read out by screen readers and shown above the field."
    label: String!
    "The button that starts the search."
    button: String!
    "Said while the results are being looked up, e.g. 'Searching…'."
    loading: String!
    "Said when no page has the words, e.g. 'No results for “{query}”.'"
    noResults: String!
    "Said when one page has the words, e.g. '{count} result for “{query}”' ({count} is 1)."
    oneResult: String!
    "Said when several pages have the words: '{count} results for “{query}”'."
    results: String!
    "The button under the first results that shows the next ones."
    more: String!
    "Said when the search could not load (a dropped connection): what to do instead."
    unavailable: String!
    "Shown when the browser runs no JavaScript, which the search needs."
    noScript: String!
    "The link shown with 'unavailable' and 'noScript', to a page that lists every page."
    sitemapLink: SearchSitemapLink!
  }
`
