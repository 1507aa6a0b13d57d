// Entry of a notice's page script (/notices/<category>/<slug>/, in both languages: light pages by their
// template): the site's frame, and the line saying the notice has expired shown once it has by the
// visitor's clock (src/lib/notices/notice-expiry.ts, the code React's NoticeArticle runs too). Bundled
// by the build (src/node/pages/light-pages.ts) and written inline at the end of the page's <body>,
// where the whole page is already parsed.
import { startNoticeExpiry } from "../lib/notices/notice-expiry"
import { startLightPage } from "./light-page"

startLightPage(document)
startNoticeExpiry(document, new AbortController().signal)
