// React's server renderer for tests that write a page's HTML in jsdom, as the build writes it, and then
// run the page's own script on it (__tests__/browser/).
import type * as ReactDomServer from "react-dom/server"
import { TextEncoder } from "node:util"

/**
 * Loads renderToString for jsdom. Call it in beforeAll: it silences the one warning that does not
 * apply here (window exists in jsdom, so a hook that picks a layout effect in a browser makes React
 * warn that it does nothing on a server: not so on the real one), and gives jsdom the TextEncoder that
 * the server renderer it gets (React's browser build) needs.
 */
export async function loadServerRenderer(): Promise<typeof ReactDomServer.renderToString> {
  const consoleError = console.error
  jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes("useLayoutEffect does nothing on the server")) return
    consoleError(...args)
  })
  globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder
  return (await import("react-dom/server")).renderToString
}
