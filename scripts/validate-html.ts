// HTML validity of the production build: run after `npm run build` (npm test does).
import path from "node:path"
import { validatePages } from "../src/node/html/validate-pages"

const { pages, problems } = validatePages(path.resolve(__dirname, "../public"))
for (const { page, line, column, rule, message } of problems) console.error(`✖ ${page}:${line}:${column} ${rule}: ${message}`)
console.log(`HTML: ${pages} pages checked, ${problems.length} errors.`)
process.exit(problems.length ? 1 : 0)
