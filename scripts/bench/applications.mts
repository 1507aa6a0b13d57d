// `npm run bench:applications`: figures, not a test. 50 senders for 20 s post applications to
// /api/applications under `gatsby serve` (the functions of the existing build), one key in ten sent
// again, first with embedded PGlite (as `npm start` runs), then with a PostgreSQL server
// (scripts/postgres.ts). Prints requests per second, latency percentiles, and the count check. A sender
// that gives up waiting (autocannon's 10 s) may leave a row the server stored, as a parent's lost answer
// does; so, as the form does, every key without an answer is sent again once the load is over, and then
// rows stored = distinct keys sent = keys answered: none lost, none doubled.
//   npm run bench:applications -- [--seconds 20] [--connections 50]
import { randomUUID } from "node:crypto"
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import autocannon from "autocannon"
import { freePort, waitForHttp } from "../../e2e/support/ports.ts"
import { PGlite } from "@electric-sql/pglite"
import pg from "pg"
import { validAnswers } from "../applications/sample-answers.ts"
import { startPostgres } from "../postgres.ts"
import { numberOption } from "./options.ts"

const seconds = numberOption("seconds", 20)
const connections = numberOption("connections", 50)
if (!fs.existsSync(path.resolve(".cache/functions/applications.js"))) throw new Error("No build of the functions: run `npm run build` first.")

const body = JSON.stringify({ answers: validAnswers(), language: "en" })

interface Counted {
  rows: string
  keys: string
  refs: string
}

const COUNT = "SELECT count(*) AS rows, count(DISTINCT idempotency_key) AS keys, count(DISTINCT reference) AS refs FROM applications"

/** Counted once the server has stopped (PGlite's folder has one user at a time). */
async function count(database: { url?: string; dataDir?: string }): Promise<Counted | undefined> {
  if (database.url) {
    const client = new pg.Client(database.url)
    await client.connect()
    const { rows } = await client.query<Counted>(COUNT)
    await client.end()
    return rows[0]
  }
  const db = new PGlite(database.dataDir)
  const { rows } = await db.query<Counted>(COUNT)
  await db.close()
  return rows[0]
}

async function run(label: string, env: Record<string, string>, database: { url?: string; dataDir?: string }) {
  const port = await freePort()
  const server = spawn(path.resolve("node_modules/.bin/gatsby"), ["serve", "--port", String(port), "--host", "127.0.0.1"], {
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CREST_APPLY_LIMIT: "off", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  })
  const answered = new Set<string>()
  const sent: string[] = []
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, 300_000)
    // One request first, so the figures do not include opening the database.
    await fetch(`http://127.0.0.1:${port}/api/applications`, { method: "POST", headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() }, body }).then((r) => {
      if (r.status !== 201) throw new Error(`warm-up answered ${r.status}`)
    })
    const result = await autocannon({
      url: `http://127.0.0.1:${port}/api/applications`,
      connections,
      duration: seconds,
      requests: [
        {
          method: "POST",
          setupRequest(request, context: object) {
            // One request in ten repeats a key already sent: a retry, a double click, a second tab.
            const key = sent.length > 0 && Math.random() < 0.1 ? sent[Math.floor(Math.random() * sent.length)]! : randomUUID()
            sent.push(key)
            ;(context as { key?: string }).key = key
            return { ...request, headers: { "content-type": "application/json", "idempotency-key": key }, body }
          },
          onResponse(status, _body, context: object) {
            if (status === 200 || status === 201) answered.add(String((context as { key?: string }).key))
          },
        },
      ],
    })
    const answeredUnderLoad = answered.size
    const unanswered = [...new Set(sent)].filter((key) => !answered.has(key))
    for (let start = 0; start < unanswered.length; start += 10) {
      await Promise.all(
        unanswered.slice(start, start + 10).map(async (key) => {
          const response = await fetch(`http://127.0.0.1:${port}/api/applications`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "Idempotency-Key": key },
            body,
          })
          if (response.status === 200 || response.status === 201) answered.add(key)
        }),
      )
    }
    server.kill()
    await new Promise((resolve) => server.once("exit", resolve))
    const counts = await count(database)
    // Less the warm-up's row.
    const rows = Number(counts?.rows) - 1
    const keys = Number(counts?.keys) - 1
    const references = Number(counts?.refs) - 1
    const distinctSent = new Set(sent).size
    const { latency, requests, non2xx, errors, timeouts } = result
    console.log(
      `${label}: ${Math.round(requests.average)} req/s (${requests.total} in ${seconds} s, ${connections} senders); ` +
        `latency p50 ${latency.p50} ms, p90 ${latency.p90} ms, p99 ${latency.p99} ms; non-2xx ${non2xx}, errors ${errors} (of them given up after 10 s: ${timeouts})`,
    )
    console.log(
      `  count check: ${distinctSent} distinct keys sent, ${answeredUnderLoad} answered under load, ${unanswered.length} sent again after it, ` +
        `${answered.size} answered in all; ${rows} rows stored (${keys} keys, ${references} references): ` +
        (rows === distinctSent && answered.size === distinctSent && keys === rows && references === rows ? "none lost, none doubled" : "MISMATCH"),
    )
  } finally {
    if (server.exitCode === null) server.kill()
  }
}

const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), "crest-bench-"))
try {
  await run("gatsby serve + PGlite", { CREST_DATA_DIR: dataRoot }, { dataDir: path.join(dataRoot, "applications") })
} finally {
  fs.rmSync(dataRoot, { recursive: true, force: true })
}
const postgres = await startPostgres()
try {
  await run("gatsby serve + PostgreSQL", { DATABASE_URL: postgres.url }, { url: postgres.url })
} finally {
  await postgres.stop()
}
