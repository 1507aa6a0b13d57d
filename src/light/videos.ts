// Entry of the script of a light page with videos (/about/): the site's frame, and each video on the
// page's HTML (src/lib/video/video-player.ts, the code React's Video component runs too). Bundled by the
// build (src/node/pages/light-pages.ts) and written inline at the end of the page's <body>, where the
// whole page is already parsed.
import { startVideos } from "../lib/video/video-player"
import { startLightPage } from "./light-page"

startLightPage(document)
startVideos(document, new AbortController().signal)
