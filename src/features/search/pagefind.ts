// The browser side of Pagefind, fetched from /pagefind/ (written by the build, see
// src/node/search/write-index.ts) only when a visitor searches, never with the page itself. It picks
// the index of the page's language from <html lang>.
// https://pagefind.app/docs/api/

export interface PagefindResultData {
  url: string
  excerpt: string
  meta: { title?: string }
}

export interface PagefindResult {
  id: string
  data: () => Promise<PagefindResultData>
}

export interface PagefindApi {
  search: (query: string) => Promise<{ results: PagefindResult[] }>
}

export const PAGEFIND_SCRIPT = "/pagefind/pagefind.js"

let loading: Promise<PagefindApi> | null = null

/** Pagefind, loaded once; a failed load (offline) is tried again at the next search. */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= import(/* webpackIgnore: true */ PAGEFIND_SCRIPT as string).then((module: PagefindApi) => module, (error: unknown) => {
    loading = null
    throw error
  })
  return loading
}
