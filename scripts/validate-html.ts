// HTML validity of the production build, and no invisible format character in any file of it: run
// after `npm run build` (npm test does).
import path from "node:path"
import { invisibleCharactersUnder } from "../src/node/html/invisible-characters"
import { validatePages } from "../src/node/html/validate-pages"

const publicDir = path.resolve(__dirname, "../public")
const { pages, problems } = validatePages(publicDir)
for (const { page, line, column, rule, message } of problems) console.error(`✖ ${page}:${line}:${column} ${rule}: ${message}`)
console.log(`HTML: ${pages} pages checked, ${problems.length} errors.`)
const invisible = invisibleCharactersUnder(publicDir)
for (const { file, line, column, code } of invisible.found) console.error(`✖ ${file}:${line}:${column} invisible character ${code}`)
console.log(`Invisible characters: ${invisible.files} files checked, ${invisible.found.length} found.`)
process.exit(problems.length || invisible.found.length ? 1 : 0)
