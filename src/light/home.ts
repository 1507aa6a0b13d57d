// Entry of Home's script (/, /ne/: a light page): the site's frame; the first-visit advert, shown from
// the page's inert copy on a first visit (src/lib/first-visit/popup-dialog.ts, the code React's popup
// runs too); the latest notices kept to those still up by the visitor's clock
// (src/lib/notices/current-notices.ts); and the video band's clip (src/lib/video/video-player.ts).
// Bundled by the build (src/node/pages/light-pages.ts) and written inline at the end of the page's
// <body>, where the whole page is already parsed.
import { FIRST_VISIT_POPUP, showPopupOnFirstVisit } from "../lib/first-visit/popup-dialog"
import { NOTICE_LIST, startCurrentNotices } from "../lib/notices/current-notices"
import { startVideos } from "../lib/video/video-player"
import { startLightPage } from "./light-page"
import { storageOf } from "../lib/page-frame"

const signal = new AbortController().signal
startLightPage(document)
const popup = document.querySelector<HTMLTemplateElement>(`template[${FIRST_VISIT_POPUP}]`)
if (popup) showPopupOnFirstVisit(popup, storageOf(window, "sessionStorage"))
for (const list of document.querySelectorAll(`[${NOTICE_LIST}]`)) startCurrentNotices(list, signal)
startVideos(document, signal)
