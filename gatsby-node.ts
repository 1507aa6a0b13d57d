// Build-time hooks: check data/ before sourcing, declare the content schema, create pages from data,
// and adjust the browser bundle.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import path from "path"
import type { GatsbyNode } from "gatsby"
import { withBareLayout } from "./src/node/bare-pages"
import { buildClockNode } from "./src/node/build-now"
import { createCalendarPages } from "./src/node/calendar/create-calendar-pages"
import { createEntryPages } from "./src/node/entry-pages/entry-pages"
import { ENTRY_PAGES } from "./src/node/entry-pages/kinds"
import { createPagesFromData } from "./src/node/pages/create-pages"
import { createOfficePage } from "./src/node/office/create-office-page"
import { createNepaliNodes } from "./src/node/locales/data-nodes"
import { pagesInEveryLanguage } from "./src/node/locales/page-twins"
import { createLocaleExtensions } from "./src/node/locales/graphql"
import { GraphqlSchemaError } from "./src/node/content-model/graphql"
import { createEntryNodes } from "./src/node/pages/entry-nodes"
import { createNoticePages } from "./src/node/notices/create-pages"
import { withLatestNotices } from "./src/node/notices/home-page"
import { createNoticeNodes } from "./src/node/notices/notice-nodes"
import { runPostBuild } from "./src/node/post-build"
import { FONTS_ALIAS, writeDevanagariSubsets } from "./src/node/fonts/devanagari"
import { knownRoutes } from "./src/node/routes"
import { typeDefs } from "./src/node/schema"
import { publishedExamTexts } from "./src/node/validate/drawn-texts"
import { formatGlossaryWarnings, glossaryWarnings } from "./src/node/validate/glossary"
import { untranslatedReport } from "./src/node/validate/overlays"
import { formatProblems, validateDataDir } from "./src/node/validate/validate-data"
import { adjustBrowserBundle, keepPageStylesWithTheirPage } from "./src/node/webpack"

const dataDir = path.resolve(__dirname, "data")
// Generated font files: rebuilt from node_modules by each build, so kept with Gatsby's own cache.
const fontsDir = path.resolve(__dirname, ".cache/crest-fonts")

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const problems = validateDataDir(dataDir, { routes: knownRoutes(__dirname) })
  if (problems.length > 0) reporter.panic(formatProblems(problems))
  // What the Nepali pages still show in English: a list for the translators, never a failure.
  const untranslated = untranslatedReport(dataDir)
  if (untranslated) reporter.warn(untranslated)
  // A Nepali word the glossary rejects: a warning for the translators, the build goes on.
  const glossary = formatGlossaryWarnings(glossaryWarnings(dataDir, publishedExamTexts(path.join(__dirname, "static/results"))))
  if (glossary) reporter.warn(glossary)
  await writeDevanagariSubsets(__dirname, fontsDir)
}

// The build's "now" (CREST_NOW or the clock) as a node, for what every page decides at build time.
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  const content = buildClockNode()
  actions.createNode({
    ...content,
    id: createNodeId("build-clock"),
    internal: { type: "BuildClock", contentDigest: createContentDigest(content) },
  })
}

// The types of data/, generated from its JSON Schemas (src/node/content-model/graphql.ts), and the few
// written by hand (src/node/schema/). A schema GraphQL cannot express stops the build, naming the place.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, reporter }) => {
  createLocaleExtensions({ actions })
  try {
    actions.createTypes(typeDefs(dataDir))
  } catch (error) {
    if (error instanceof GraphqlSchemaError) reporter.panic(error.message)
    throw error
  }
}

// gatsby-transformer-json makes each data file's English node; here it gets its Nepali sibling, and
// category and faculty entries and notices become nodes of their own, so each page can be queried by id.
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  createNepaliNodes(args)
  createEntryNodes(args)
  createNoticeNodes(args)
}

// One page per category (and alias), per faculty, per document and per photo album in data/, each from its template in src/templates.
export const createPages: GatsbyNode["createPages"] = async (args) => {
  await createPagesFromData(args, { root: __dirname })
  await createNoticePages(args, __dirname)
  await createCalendarPages(args, __dirname)
  for (const pages of ENTRY_PAGES) await createEntryPages(args, __dirname, pages)
  createOfficePage(args.actions, __dirname)
}

// Each page of src/pages in English and in Nepali (/ne/…), with what its context needs.
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const pages = pagesInEveryLanguage(page, (english) => {
    const bare = withBareLayout(english) ?? english
    return withLatestNotices(bare, dataDir) ?? bare
  })
  if (!pages) return
  actions.deletePage(page)
  for (const next of pages) actions.createPage(next)
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  // The cut-down Devanagari font files, written by onPreBootstrap, for the styles' font faces.
  actions.setWebpackConfig({ resolve: { alias: { [FONTS_ALIAS]: fontsDir } } })
  if (stage !== "build-javascript" && stage !== "develop") return
  const config = adjustBrowserBundle(getConfig())
  actions.replaceWebpackConfig(stage === "build-javascript" ? keepPageStylesWithTheirPage(config) : config)
}

// Under `npm run cms` the development server serves the web editor's page from static/admin/, where
// `npm run cms:config` writes it; Gatsby's own page routing would answer /admin/ with a 404.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  interface Request {
    path: string
  }
  interface Response {
    redirect: (status: number, url: string) => void
    sendFile: (file: string) => void
  }
  app.get(["/admin", "/admin/index.html"], (request: Request, response: Response) => {
    if (!request.path.endsWith("/")) return response.redirect(301, "/admin/")
    response.sendFile(path.resolve(__dirname, "static/admin/index.html"))
  })
}

// The steps that finish public/ once Gatsby has written it, in the order of src/node/post-build.ts.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  const context = { root: __dirname, publicDir: path.resolve(__dirname, "public"), siteUrl: result.data?.site.siteMetadata.siteUrl ?? "", graphql, reporter }
  try {
    await runPostBuild(context)
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
  }
}
