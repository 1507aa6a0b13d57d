import { chromium } from "playwright-core"
;(async () => {
  const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] })
  for (let i = 0; i < 3; i++) {
  const p = await b.newPage({ viewport: { width: 390, height: 844 } })
  const pending = new Set<string>()
  p.on("request", (q) => pending.add(q.url()))
  p.on("requestfinished", (q) => pending.delete(q.url()))
  p.on("requestfailed", (q) => { pending.delete(q.url()); console.log("FAILED", q.url(), q.failure()?.errorText) })
  await p.goto("http://127.0.0.1:9200/ne/form/", { waitUntil: "load" })
  try { await p.waitForLoadState("networkidle", { timeout: 10000 }); console.log("idle") } catch { console.log("NOT IDLE; pending:", [...pending]) }
  await p.close()
  }
  await b.close()
})()
