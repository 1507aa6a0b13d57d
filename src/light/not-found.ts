// Entry of the 404 pages' script (/404.html and /404/, in both languages: light pages): the site's
// frame, and the view the head script chose for the address asked for kept alone, with the default
// category's head when it is that view (src/lib/routes/missing-path-head.ts). The choice itself, and a move to an address asked
// for in another letter case, are the head's and the body's inline scripts, which ran before React
// anyway. Bundled by the build (src/node/pages/light-pages.ts) and written inline at the end of the
// page's <body>, where the whole page is already parsed.
import { keepChosenView } from "../lib/routes/missing-path-head"
import { startLightPage } from "./light-page"

startLightPage(document)
keepChosenView(document)
