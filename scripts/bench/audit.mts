// `npm run bench:audit -- /route/ [desktop]`: one Lighthouse run that lists every audit below a full
// score, with the first offending elements: the companion of `npm run bench` for finding out why.
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import desktopConfig from "lighthouse/core/config/desktop-config.js"
import { CHROMIUM_ARGS, chromiumPath } from "../../e2e/support/browser.ts"
import { serveForBench } from "./serve.ts"

interface Item {
  node?: { snippet?: string; selector?: string }
  url?: string
  wastedMs?: number
  wastedBytes?: number
}

const route = process.argv[2] ?? "/"
const desktop = process.argv[3] === "desktop"
const server = await serveForBench("public")
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ["--headless=new", ...CHROMIUM_ARGS, ...server.chromeFlags] })
try {
  const result = await lighthouse(server.url + route, { port: chrome.port, output: "json", logLevel: "error" }, desktop ? desktopConfig : undefined)
  const lhr = result!.lhr
  for (const [id, category] of Object.entries(lhr.categories)) {
    console.log(`${id}: ${Math.round((category.score ?? 0) * 100)}`)
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id]!
      if (audit.score === null || audit.score >= 1 || (ref.weight === 0 && id !== "performance")) continue
      console.log(`  ${ref.id} (${audit.score}) ${audit.displayValue ?? ""}`)
      const items = ((audit.details as { items?: Item[] } | undefined)?.items ?? []).slice(0, 4)
      for (const item of items) console.log(`    ${item.node?.snippet ?? item.url ?? JSON.stringify(item).slice(0, 160)}`)
    }
  }
  const lcp = (lhr.audits["largest-contentful-paint-element"]?.details as { items?: Array<{ items?: Item[] }> })?.items?.[0]?.items?.[0]
  console.log(`LCP ${lhr.audits["largest-contentful-paint"]!.displayValue} on ${lcp?.node?.snippet ?? "?"}`)
} finally {
  chrome.kill()
  await server.close()
}
