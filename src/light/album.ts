// Entry of the photo album pages' script (/gallery/<slug>/, /ne/gallery/<slug>/: light pages): the
// site's frame, and the photo viewer on the album's HTML. Bundled by the build
// (src/node/pages/light-pages.ts) and written inline at the end of the page's <body>, where the whole
// page is already parsed.
import { PHOTO_ALBUM, startPhotoViewer } from "../lib/gallery/photo-viewer"
import { startLightPage } from "./light-page"

startLightPage(document)
const album = document.querySelector<HTMLElement>(`[${PHOTO_ALBUM}]`)
if (album) startPhotoViewer(album)
