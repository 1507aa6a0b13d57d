// Records what a page asks of other sites, for tests of "nothing from another origin before the visitor acts".
import type { Page } from "playwright-core"

/** Addresses of every http(s) request the page makes to a host other than `ownOrigin`'s, as they happen. */
export function recordForeignRequests(page: Page, ownOrigin: string): string[] {
  const foreign: string[] = []
  const own = new URL(ownOrigin).host
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith("http") && url.host !== own) foreign.push(request.url())
  })
  return foreign
}
