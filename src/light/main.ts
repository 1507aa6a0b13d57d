// Entry of the light pages' script: bundled by the build (src/node/pages/light-pages.ts) and written
// inline at the end of each light page's <body>, where the whole page is already parsed.
import { startLightPage } from "./light-page"

startLightPage(document)
