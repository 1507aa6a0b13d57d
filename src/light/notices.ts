// Entry of the notice lists' script (/notices/, each category and their further pages, in both
// languages: light pages by their template): the site's frame, and each list kept to the notices still
// up by the visitor's clock (src/lib/notices/current-notices.ts, the code React's NoticeList runs too).
// Bundled by the build (src/node/pages/light-pages.ts) and written inline at the end of the page's
// <body>, where the whole page is already parsed.
import { NOTICE_LIST, startCurrentNotices } from "../lib/notices/current-notices"
import { startLightPage } from "./light-page"

const signal = new AbortController().signal
startLightPage(document)
for (const list of document.querySelectorAll(`[${NOTICE_LIST}]`)) startCurrentNotices(list, signal)
