// Entry of the fees page's script (/fees/, /ne/fees/: a light page): the site's frame, and the level
// chooser and print button on the page's HTML. Bundled by the build (src/node/pages/light-pages.ts) and
// written inline at the end of the page's <body>, where the whole page is already parsed.
import { startLevelChooser } from "../lib/fees/level-chooser"
import { startLightPage } from "./light-page"

startLightPage(document)
startLevelChooser(document, new AbortController().signal)
