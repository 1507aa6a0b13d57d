// Link integrity of the production build: run after `npm run build` (npm test does).
import path from "node:path"
import config from "../gatsby-config"
import { checkSite, externalUrlsInData } from "../src/node/links/check-site"

const root = path.resolve(__dirname, "..")
const siteUrl = String(config.siteMetadata?.siteUrl ?? "")
const result = checkSite(path.join(root, "public"), { allowedExternal: externalUrlsInData(path.join(root, "data")), siteUrl })

for (const { page, reference, problem } of result.problems) console.error(`✖ ${page}: ${reference}: ${problem}`)
console.log(`Links: ${result.pages} pages, ${result.references} references checked, ${result.problems.length} broken.`)
process.exit(result.problems.length ? 1 : 0)
