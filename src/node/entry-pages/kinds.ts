// The lists whose entries each get a page of their own (see entry-pages.ts).
import { documentPath } from "../../lib/documents/paths"
import { albumPath } from "../../lib/gallery/paths"
import type { EntryPages } from "./entry-pages"

/** The documents library: /documents/<slug>/ (the library itself is src/pages/documents.tsx). */
export const DOCUMENT_PAGES: EntryPages = {
  nodeType: "LibraryDocument",
  dataFile: "documents.json",
  list: "documents",
  pathOf: documentPath,
  template: "src/templates/document-page.tsx",
  what: "the documents' pages",
}

/** The photo albums: /gallery/<slug>/ (the list of albums is src/pages/gallery.tsx). */
export const ALBUM_PAGES: EntryPages = {
  nodeType: "GalleryAlbum",
  dataFile: "gallery.json",
  list: "albums",
  pathOf: albumPath,
  template: "src/templates/album-page.tsx",
  what: "the photo albums",
}

export const ENTRY_PAGES: readonly EntryPages[] = [DOCUMENT_PAGES, ALBUM_PAGES]
