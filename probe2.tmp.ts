import { chromium } from "playwright-core"
import path from "node:path"
import { startNginx } from "./e2e/support/nginx"
;(async () => {
  const ng: any = await (startNginx as any)(path.resolve("public"))
  console.log("nginx at", ng.url)
  const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] })
  const p = await b.newPage({ viewport: { width: 390, height: 844 } })
  const pending = new Map<string, number>()
  const t0 = Date.now()
  p.on("request", (q) => { pending.set(q.url(), Date.now() - t0) })
  p.on("requestfinished", (q) => pending.delete(q.url()))
  p.on("requestfailed", (q) => { pending.delete(q.url()); console.log("FAILED", q.url(), q.failure()?.errorText) })
  p.on("console", (m) => console.log("CONSOLE", m.type(), m.text().slice(0, 300)))
  await p.goto(ng.url + "/ne/form/", { waitUntil: "load" })
  try { await p.waitForLoadState("networkidle", { timeout: 10000 }); console.log("idle") } catch { console.log("NOT IDLE; pending:", [...pending]) }
  await b.close(); await ng.close?.(); process.exit(0)
})()
