// How the benchmarks serve public/: the way the site is deployed (README, "HTTPS"), through nginx with
// deploy/nginx/crest.conf over TLS and HTTP/2, with a certificate made for the run. The protocol
// matters to Lighthouse's simulated throttling: over HTTP/1.1 it allows six connections to a host and
// queues every further request behind them, which no HTTP/2 server does, so a page that fetches a few
// more files before its first paint than English pages do (a Nepali page's font files) looked up to
// 0.45 s slower than it is. Without openssl the run falls back to plain HTTP and says so; without
// nginx, to a plain static server. Behind nginx, /api/ goes to the school's server (`node dist/server.cjs
// --api-only`, deploy/nginx/api.conf), so the visit page measures with its live availability, as deployed.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { nginxPath, startNginx, type TlsFiles } from "../../e2e/support/nginx.ts"
import { startSiteServerProcess } from "../../e2e/support/site-server.ts"
import { startStaticServer } from "../../e2e/support/static-server.ts"

export interface BenchServer {
  url: string
  close: () => Promise<void>
  /** What serves the pages, for the printed figures. */
  kind: string
  /** Chromium flags the server needs: its certificate is its own, not a trusted one. */
  chromeFlags: string[]
}

function selfSignedCertificate(): TlsFiles | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crest-bench-tls-"))
  const files = { cert: path.join(dir, "cert.pem"), key: path.join(dir, "key.pem") }
  try {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1", "-keyout", files.key, "-out", files.cert],
      { stdio: "ignore" },
    )
    return files
  } catch {
    fs.rmSync(dir, { recursive: true, force: true })
    return null
  }
}

export async function serveForBench(publicDir: string): Promise<BenchServer> {
  try {
    nginxPath()
  } catch {
    const server = await startStaticServer(publicDir)
    return { ...server, kind: "plain static server (no compression, HTTP/1.1: install nginx for real figures)", chromeFlags: [] }
  }
  const tls = selfSignedCertificate()
  if (!tls) {
    const server = await startNginx(publicDir)
    return { ...server, kind: "nginx (deploy/nginx/crest.conf) over HTTP/1.1: install openssl for HTTP/2 as deployed", chromeFlags: [] }
  }
  const functions = await startSiteServerProcess({ apiOnly: true })
  const server = await startNginx(publicDir, { tls, api: functions.url })
  return {
    ...server,
    close: async () => {
      await server.close()
      await functions.close()
      fs.rmSync(path.dirname(tls.cert), { recursive: true, force: true })
    },
    kind: "nginx (deploy/nginx/crest.conf) over TLS and HTTP/2, with /api/ to the school's server (api.conf), as deployed",
    chromeFlags: ["--ignore-certificate-errors"],
  }
}
