// Watching a page under the site's Content-Security-Policy: the violations it reports, the policy the
// page was served with, and whether a script the build did not write (or eval) would run. Used by the walk over
// every route (every-route.test.ts) and by the interactions in csp.test.ts.
import assert from "node:assert/strict"
import type { Page } from "playwright-core"
import type { TestPage } from "./harness"

// Long enough for late scripts (the alerts' timers, hydration's own head changes) and for the
// browser to dispatch the violation events they would cause.
const SETTLE_MS = 400

export interface PolicyWatch {
  /** The violations seen and the console's policy errors, once the page has settled. */
  refusals: () => Promise<string[]>
  /** Forgets what was seen so far, before the tab goes on to another page. */
  forget: () => void
}

/** Records every policy violation in any frame of the opened page's context, from before the first script runs. */
export async function watchPolicy({ page, context, errors }: TestPage): Promise<PolicyWatch> {
  const violations: string[] = []
  await context.exposeBinding("__cspViolation", ({ frame }, text: string) => violations.push(`${frame.url()}: ${text}`))
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      // The strictness probes below are meant to be refused; they run last on a page.
      if ((window as unknown as { __cspProbing?: boolean }).__cspProbing) return
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation
      report(`${event.effectiveDirective} refused ${event.blockedURI || "an inline script"} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  return {
    refusals: async () => {
      await page.waitForTimeout(SETTLE_MS)
      const consoleErrors = errors.filter((error) => /Content.Security.Policy|Refused to/i.test(error))
      return [...violations, ...consoleErrors]
    },
    forget: () => {
      violations.length = 0
      errors.length = 0
    },
  }
}

/** The Content-Security-Policy the server sends with the page's address (a page holds no policy of its own). */
export function pagePolicyText(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const response = await fetch(location.href, { method: "HEAD", cache: "no-store" })
    return response.headers.get("content-security-policy")
  })
}

/**
 * The page's script policy, which must allow the site's own files and name no keyword that lets an
 * inline script or eval run; and the page carries no policy of its own in a <meta>.
 */
export async function assertStrictPagePolicy(page: Page): Promise<void> {
  assert.equal(await page.locator('meta[http-equiv="Content-Security-Policy" i]').count(), 0, "no policy in the page itself")
  const policy = (await pagePolicyText(page)) ?? ""
  const scripts = policy.split(";").map((part) => part.trim()).filter((part) => part.startsWith("script-src "))
  assert.equal(scripts.length, 1, "one script policy in the header")
  assert.match(scripts[0]!, /^script-src 'self'( 'wasm-unsafe-eval')?$/)
}

/** Whether a script the build did not write, and code from a string (eval), would run in the page's document. */
export async function probe(page: Page): Promise<{ inlineRuns: boolean; evalRuns: boolean }> {
  return page.evaluate(async () => {
    const scope = window as unknown as { __cspProbing?: boolean; __cspInlineRan?: boolean; __cspEvalRan?: boolean }
    scope.__cspProbing = true
    const script = document.createElement("script")
    script.textContent = "window.__cspInlineRan = true"
    document.head.append(script)
    // A timer with a string is compiled later, as the page's own code: code evaluated by the test
    // tool itself is exempt from the policy, so eval() here would prove nothing.
    ;(window.setTimeout as unknown as (code: string, delay: number) => number)("window.__cspEvalRan = true", 0)
    await new Promise((resolve) => window.setTimeout(resolve, 50))
    return { inlineRuns: scope.__cspInlineRan === true, evalRuns: scope.__cspEvalRan === true }
  })
}
