// Entry of About's script (/about/, /ne/about/: a light page): the site's frame, the video on the
// page's HTML (src/lib/video/video-player.ts, the code React's Video component runs too), and the end
// of the first visit, as React's About ends it on mount (docs/behaviour.md#first-visit-popup). Bundled
// by the build (src/node/pages/light-pages.ts) and written inline at the end of the page's <body>,
// where the whole page is already parsed.
import { startVideos } from "../lib/video/video-player"
import { startLightPage } from "./light-page"
import { endFirstVisit } from "./page"

startLightPage(document)
startVideos(document, new AbortController().signal)
endFirstVisit(window)
