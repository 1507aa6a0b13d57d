// Records what a page asks of other sites, for tests of "nothing from another origin before the visitor acts".
import type { BrowserContext, Page, Request } from "playwright-core"

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

/**
 * Waits until no request of the context's pages and frames has been in flight for `quietMs`.
 * Playwright's own "networkidle" can lose a framed page: once the frame has been idle, a later request
 * stops its idle timer and nothing starts it again, so a page that frames another (the admission page
 * frames the form) may never be reported idle. This counts every request of the context instead.
 */
export function followRequests(context: BrowserContext): { quiet: (options?: { quietMs?: number; timeoutMs?: number }) => Promise<void> } {
  const inflight = new Set<Request>()
  let changedAt = Date.now()
  const started = (request: Request) => {
    inflight.add(request)
    changedAt = Date.now()
  }
  const settled = (request: Request) => {
    inflight.delete(request)
    changedAt = Date.now()
  }
  context.on("request", started)
  context.on("requestfinished", settled)
  context.on("requestfailed", settled)
  return {
    async quiet({ quietMs = 500, timeoutMs = 30_000 } = {}) {
      const deadline = Date.now() + timeoutMs
      while (inflight.size > 0 || Date.now() - changedAt < quietMs) {
        if (Date.now() > deadline) {
          const waiting = [...inflight].map((request) => request.url()).join(", ")
          throw new Error(`The network was not quiet for ${quietMs} ms within ${timeoutMs} ms; still loading: ${waiting || "nothing"}`)
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
  }
}
