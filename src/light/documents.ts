// Entry of the documents library's script (/documents/, /ne/documents/: a light page): the site's
// frame, and the filter's current category marked. Bundled by the build (src/node/pages/light-pages.ts)
// and written inline at the end of the page's <body>, where the whole page is already parsed.
import { CATEGORY_FILTER, markCurrentCategory } from "../lib/documents/current-category"
import { startLightPage } from "./light-page"

startLightPage(document)
const filter = document.querySelector(`[${CATEGORY_FILTER}]`)
if (filter) markCurrentCategory(filter, new AbortController().signal)
