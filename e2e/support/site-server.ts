// The school's server as production runs it (`node dist/server.cjs`, from `npm run build`), on a free
// loopback port, for the browser tests, the server's own process tests and the benchmarks. Each gets
// a data folder of its own unless it names one (or DATABASE_URL), removed when it stops.
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { freePort, waitForHttp } from "./ports"

// The project root (also imported from ESM benchmarks, without __dirname).
const ROOT = path.resolve(process.env.npm_config_local_prefix ?? process.cwd())

export interface SiteServerProcess {
  url: string
  child: ChildProcess
  dataDir: string
  /** What the process wrote to stdout and stderr so far. */
  output(): string
  /** SIGTERM, and waits for it to end (the data folder is kept when it was given). */
  close(): Promise<void>
}

export interface SiteServerOptions {
  /** The project folder whose dist/, public/ and data/ it runs; the repository by default. */
  root?: string
  dataDir?: string
  env?: Record<string, string>
  apiOnly?: boolean
  port?: number
  /** Print its output as it comes (the browser tests), instead of only keeping it. */
  inherit?: boolean
}

export function serverBundle(root = ROOT): string {
  const bundle = path.join(root, "dist/server.cjs")
  if (!fs.existsSync(bundle)) throw new Error(`No ${bundle}: run \`npm run build\` first (it bundles the server after the site).`)
  return bundle
}

export async function startSiteServerProcess(options: SiteServerOptions = {}): Promise<SiteServerProcess> {
  const root = options.root ?? ROOT
  const port = options.port ?? (await freePort())
  const ownData = !options.dataDir
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "crest-server-data-"))
  const args = [serverBundle(root), "--port", String(port), "--host", "127.0.0.1", ...(options.apiOnly ? ["--api-only"] : [])]
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CREST_DATA_DIR: dataDir, ...options.env },
    stdio: ["ignore", options.inherit ? "inherit" : "pipe", options.inherit ? "inherit" : "pipe"],
  })
  const chunks: Buffer[] = []
  child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk))
  child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk))
  const output = () => Buffer.concat(chunks).toString("utf8")
  const url = `http://127.0.0.1:${port}`
  const ended = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  try {
    await Promise.race([
      waitForHttp(`${url}/api/health`, 120_000),
      ended.then(() => {
        throw new Error(`The server ended before it answered:\n${output()}`)
      }),
    ])
  } catch (error) {
    child.kill("SIGKILL")
    if (ownData) fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    url,
    child,
    dataDir,
    output,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM")
      await ended
      if (ownData) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
