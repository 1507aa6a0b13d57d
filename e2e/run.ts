// Browser tests against the production build: starts the school's server (dist/server.cjs, as
// `npm start` runs it) and a plain static host on free loopback ports, then runs every
// e2e/tests/*.test.ts with Node's test runner in the system Chromium.
import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromiumPath } from "./support/browser"
import { startSiteServerProcess } from "./support/site-server"
import { startStaticServer } from "./support/static-server"
import { openDatabase } from "../src/server/db"
import { setAccount } from "../src/server/office/accounts"

const root = path.resolve(__dirname, "..")
const publicDir = path.join(root, "public")

/**
 * An office account for the inbox's tests, made as `npm run office:account` makes one, before the server
 * starts: the embedded database's folder has one user at a time. Opening it also applies the
 * migrations, which the first application would otherwise wait for.
 */
async function makeOfficeAccount(dataDir: string): Promise<{ name: string; password: string }> {
  const account = { name: "e2e-office", password: randomBytes(18).toString("base64url") }
  const db = await openDatabase({ dataDir: path.join(dataDir, "applications") })
  try {
    await setAccount(db, account.name, account.password)
  } finally {
    await db.close()
  }
  return account
}

// Roughly how long each of the longest files takes on a 2-core machine with both shards running, in
// seconds, as measured in a full run (any other: 30).
// The browser tests load both cores, so the files are dealt into two shards of about equal length,
// longest first, each run one file at a time: no shard ends long before the other with a core idle.
// (Node's own --test-concurrency starts files in name order, whatever their length.)
const SECONDS: Readonly<Record<string, number>> = {
  "cms-all-content": 345,
  "every-route": 260,
  a11y: 240,
  form: 110,
  server: 90,
  csp: 80,
  categories: 75,
  "editor-isolation": 70,
  office: 65,
  gallery: 65,
  results: 60,
  "cms-data-check": 60,
  firefox: 55,
  layout: 55,
  cms: 55,
  home: 55,
  languages: 50,
  "cms-saves": 50,
  "cms-pictures": 50,
  "page-runtime": 50,
  "cms-nepali": 45,
  "cms-nepal-time": 45,
  alerts: 45,
  college: 45,
  "office-visits": 45,
  errors: 45,
  "default-content": 40,
  seo: 35,
  "firefox-leaving": 35,
  visits: 35,
  staff: 30,
  "accessibility-page": 30,
}

function shards(files: readonly string[], count: number): string[][] {
  const seconds = (file: string) => SECONDS[path.basename(file, ".test.ts")] ?? 30
  const dealt = Array.from({ length: count }, () => ({ files: [] as string[], seconds: 0 }))
  for (const file of [...files].sort((a, b) => seconds(b) - seconds(a))) {
    const shortest = dealt.reduce((least, shard) => (shard.seconds < least.seconds ? shard : least))
    shortest.files.push(file)
    shortest.seconds += seconds(file)
  }
  return dealt.map((shard) => shard.files).filter((shard) => shard.length > 0)
}

async function main(): Promise<number> {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    console.error("No production build in public/. Run `npm run build` first (npm test does it for you).")
    return 1
  }
  chromiumPath() // fails early, with install advice, when there is no browser

  // The server keeps its applications in a folder of this run's own, removed after it.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crest-e2e-data-"))
  const office = await makeOfficeAccount(dataDir)
  const server = await startSiteServerProcess({ dataDir, env: { CREST_APPLY_LIMIT: "500/600" } })
  const staticHost = await startStaticServer(publicDir)
  try {
    const files = process.argv.slice(2)
    const tests = files.length
      ? files
      : fs
          .readdirSync(path.join(__dirname, "tests"))
          .filter((name) => name.endsWith(".test.ts"))
          .map((name) => path.join("e2e/tests", name))
    const codes = await Promise.all(
      shards(tests, Number(process.env.E2E_CONCURRENCY ?? 2)).map((shard) => {
        const runner = spawn(process.execPath, ["--import", "tsx", "--test", "--test-reporter=spec", "--test-concurrency=1", ...shard], {
          cwd: root,
          stdio: "inherit",
          env: {
            ...process.env,
            E2E_BASE_URL: server.url,
            E2E_STATIC_URL: staticHost.url,
            E2E_DATA_DIR: dataDir,
            E2E_OFFICE_NAME: office.name,
            E2E_OFFICE_PASSWORD: office.password,
          },
        })
        return new Promise<number>((resolve) => runner.on("exit", (code) => resolve(code ?? 1)))
      }),
    )
    return codes.find((code) => code !== 0) ?? 0
  } finally {
    await server.close()
    await staticHost.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
