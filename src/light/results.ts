// Entry of the results page's script (/results/, /ne/results/: a light page): the site's frame, and the
// lookup on the form the page's HTML holds. Bundled by the build (src/node/pages/light-pages.ts) and
// written inline at the end of the page's <body>, where the whole page is already parsed.
import { LOOKUP_ROOT, startResultsLookup } from "../lib/results/lookup-form"
import { startLightPage } from "./light-page"

startLightPage(document)
const root = document.querySelector<HTMLElement>(`[${LOOKUP_ROOT}]`)
if (root) startResultsLookup(root)
