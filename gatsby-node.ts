// Build-time hooks: check data/ before sourcing, declare the content schema, create pages from data,
// and adjust the browser bundle.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import path from "path"
import type { GatsbyNode } from "gatsby"
import { withBareLayout } from "./src/node/bare-pages"
import { typeDefs } from "./src/node/schema"
import { formatProblems, validateDataDir } from "./src/node/validate/validate-data"
import { adjustBrowserBundle } from "./src/node/webpack"

const dataDir = path.resolve(__dirname, "data")

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateDataDir(dataDir)
  if (problems.length > 0) reporter.panic(formatProblems(problems))
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs)
}

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const bare = withBareLayout(page)
  if (!bare) return
  actions.deletePage(page)
  actions.createPage(bare)
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript" && stage !== "develop") return
  actions.replaceWebpackConfig(adjustBrowserBundle(getConfig()))
}
