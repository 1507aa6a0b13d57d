// How the benchmarks serve public/: the way the site is deployed (README, "HTTPS"), through nginx with
// deploy/nginx/crest.conf over TLS and HTTP/2, with a certificate made for the run. The protocol
// matters to Lighthouse's simulated throttling: over HTTP/1.1 it allows six connections to a host and
// queues every further request behind them, which no HTTP/2 server does, so a page that fetches a few
// more files before its first paint than English pages do (a Nepali page's font files) looked up to
// 0.45 s slower than it is. Without openssl the run falls back to plain HTTP and says so; without
// nginx, to a plain static server. Behind nginx, /api/ goes to the site's functions run by `gatsby serve`
// (deploy/nginx/api.conf), so the visit page measures with its live availability, as deployed.
import { execFileSync, spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { nginxPath, startNginx, type TlsFiles } from "../../e2e/support/nginx.ts"
import { freePort, waitForHttp } from "../../e2e/support/ports.ts"
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

/** `gatsby serve` on a loopback port for the functions, with a database folder of the run's own. */
async function startFunctions(): Promise<{ url: string; close: () => Promise<void> }> {
  const root = path.resolve(process.env.npm_config_local_prefix ?? process.cwd())
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crest-bench-data-"))
  const port = await freePort()
  const serve = spawn(path.join(root, "node_modules/.bin/gatsby"), ["serve", "--port", String(port), "--host", "127.0.0.1"], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CREST_DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  })
  const url = `http://127.0.0.1:${port}`
  await waitForHttp(`${url}/api/visits/slots`, 60_000)
  return {
    url,
    close: async () => {
      await new Promise<void>((resolve) => {
        serve.once("exit", () => resolve())
        serve.kill("SIGTERM")
      })
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
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
  const functions = await startFunctions()
  const server = await startNginx(publicDir, { tls, api: functions.url })
  return {
    ...server,
    close: async () => {
      await server.close()
      await functions.close()
      fs.rmSync(path.dirname(tls.cert), { recursive: true, force: true })
    },
    kind: "nginx (deploy/nginx/crest.conf) over TLS and HTTP/2, with /api/ to gatsby serve (api.conf), as deployed",
    chromeFlags: ["--ignore-certificate-errors"],
  }
}
