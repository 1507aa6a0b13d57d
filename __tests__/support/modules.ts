// Starts the page parts' modules on what a test rendered, as a built page's script starts them on the
// server's markup; each test's modules stop after it (their clocks and listeners with them).
import { startModules } from "../../src/browser/modules"

const running: AbortController[] = []

afterEach(() => {
  for (const stop of running.splice(0)) stop.abort()
})

/** Starts the module of every `[data-module]` element in the document not started yet. */
export async function startPageModules(): Promise<void> {
  const stop = new AbortController()
  running.push(stop)
  await startModules(document, stop.signal)
}
