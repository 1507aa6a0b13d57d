// Entry of the one script of every page: bundled by the build's one esbuild pass
// (src/node/scripts/bundle.ts) and named by a module script at the end of each page's <body>, so the
// whole page is parsed when it runs.
import { startPage } from "./page"

startPage(document)
