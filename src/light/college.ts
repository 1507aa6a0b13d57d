// Entry of the college home's script (/senior/ and its aliases, in both languages: light pages by their
// template): the site's frame, the promotional clip, the gallery's photo viewer and today's date tile,
// each on the page's HTML with the code React's components run too; and the end of the first visit, as
// React's college home ends it on mount (docs/behaviour.md#first-visit-popup). Bundled by the build
// (src/node/pages/light-pages.ts); it brings the BS month tables, so it goes in a file of its own.
import { localeOfPath } from "../lib/i18n/locales"
import { PHOTO_ALBUM, startPhotoViewer } from "../lib/gallery/photo-viewer"
import { startTodayTile, TODAY_TILE } from "../lib/nepal-time/today-tile-view"
import { startVideos } from "../lib/video/video-player"
import { startLightPage } from "./light-page"
import { endFirstVisit } from "./page"

const signal = new AbortController().signal
startLightPage(document)
startVideos(document, signal)
for (const album of document.querySelectorAll<HTMLElement>(`[${PHOTO_ALBUM}]`)) startPhotoViewer(album)
const tile = document.querySelector<HTMLElement>(`[${TODAY_TILE}]`)
if (tile) startTodayTile(tile, localeOfPath(window.location.pathname), signal)
endFirstVisit(window)
