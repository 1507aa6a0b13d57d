// GraphQL types for data/cms.json: where the web editor publishes.
import { localizedFields } from "./localized"

export const cmsTypeDefs = /* GraphQL */ `
  "Where the web editor at /admin/ reads and publishes the content: the git host and repository the site is built from. Set up once by whoever hosts the site (CONTENT.md, 'Setting up publishing')."
  type CmsJson implements Node @dontInfer {
    ${localizedFields}
    "The service that keeps the site's repository: GitHub, GitLab or Gitea."
    backend: String!
    "The repository as owner/name, e.g. crest-academy/website."
    repo: String!
    "The branch the host builds the site from, usually main."
    branch: String!
    "Only for Gitea or a GitLab of your own: the address of its API, e.g. https://git.example.edu.np/api/v1. Leave out for github.com and gitlab.com."
    apiRoot: String
    "The address of the sign-in (OAuth) service staff log in through. GitHub: an OAuth proxy, or the host's own (Netlify). GitLab and Gitea: the git host itself."
    authBaseUrl: String
    "The path of the sign-in page on the sign-in service, when it is not 'auth'."
    authEndpoint: String
    "GitLab or Gitea: the id of the OAuth application made for the editor."
    appId: String
    "Pictures uploaded in the editor may be at most this many kilobytes (1024 KB = 1 MB)."
    maxImageKb: Int!
  }
`
