// `npm run bench:server` (also `npm run bench:applications`): figures, not a test. The school's server
// (dist/server.cjs, as `npm start` runs it) on embedded PGlite, then on a PostgreSQL server it starts
// (scripts/postgres.ts): 50 and 200 senders for 20 s each against POST /api/applications (one key in ten
// sent again), POST /api/visits and GET /api/visits/slots; then 20,000 mixed calls (applications,
// slots, bookings, office sign-in and list) with the server's memory before and after. Prints requests
// a second, p50, p99, errors, the server's RSS and the count checks: applications stored = distinct
// keys answered (none lost, none doubled), bookings stored = bookings answered 201, no slot over its
// capacity. A sender that gives up waiting (autocannon's 10 s) may leave a row the server stored, as a
// parent's lost answer does, so every key without an answer is sent again afterwards, as the form does.
// At 200 senders a process that is saturated (PGlite's, whose queries run on the process's own thread)
// leaves a few dozen requests unread for up to autocannon's 10 s, counted as timeouts, while the server's
// own log gives every request it read under 30 ms: a plain node:http server spending the same 0.7 ms a
// request shows the same number (measured 2026-12-02), so that is Node's reading of 200 busy sockets, not
// a handler's wait. The bars are at 50 senders.
//   npm run bench:server -- [--seconds 20] [--connections 50,200] [--mixed 20000]
import { randomBytes, randomUUID } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import autocannon from "autocannon"
import { validAnswers } from "../applications/sample-answers.ts"
import { startPostgres } from "../postgres.ts"
import { numberOption } from "./options.ts"
import { startSiteServerProcess, type SiteServerProcess } from "../../e2e/support/site-server.ts"
import { openDatabase, type DatabaseSettings } from "../../src/server/db.ts"
import { setAccount } from "../../src/server/office/accounts.ts"

const seconds = numberOption("seconds", 20)
const mixedCalls = numberOption("mixed", 20_000)
const connectionsArg = process.argv.find((arg, index) => process.argv[index - 1] === "--connections") ?? "50,200"
const senders = connectionsArg.split(",").map(Number)

// The same load on `gatsby serve`, measured on 2026-12-01 before the site had its own server (issue
// "The school's own server"), for the ratio: the site's handlers no longer run under it.
const GATSBY_SERVE = { requestsPerSecond: 12, p50: "1.1–7.5 s", p99: "5.8–9.7 s", note: "50 senders, applications, PGlite and PostgreSQL; died of heap exhaustion after ~800 calls" }

const applicationBody = JSON.stringify({ answers: validAnswers(), language: "en" })
const OFFICE = { name: "bench-office", password: randomBytes(12).toString("base64url") }

function rssMb(server: SiteServerProcess): number {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8")
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

function print({ label, result }: { label: string; result: autocannon.Result }, server: SiteServerProcess, extra = ""): void {
  const { latency, requests, non2xx, errors, timeouts } = result
  console.log(
    `  ${label}: ${Math.round(requests.average)} req/s, p50 ${latency.p50} ms, p99 ${latency.p99} ms, ` +
      `errors ${errors} (timeouts ${timeouts}), non-2xx ${non2xx}; server RSS ${rssMb(server).toFixed(0)} MB${extra}`,
  )
}

async function openSlots(server: SiteServerProcess): Promise<string[]> {
  const { slots } = (await (await fetch(`${server.url}/api/visits/slots`)).json()) as { slots: { id: string }[] }
  return slots.map((slot) => slot.id)
}

function visitBody(slot: string): string {
  return JSON.stringify({ slot, name: "Sita Gurung", people: "1", interest: "school", phone: "9841234567", email: "", note: "", language: "en" })
}

async function slotList(server: SiteServerProcess, connections: number) {
  const result = await autocannon({ url: `${server.url}/api/visits/slots`, connections, duration: seconds })
  print({ label: `GET /api/visits/slots, ${connections} senders`, result }, server)
  return result
}

/** 20,000 calls of every kind, 20 at a time, with the server's RSS before, halfway and after. */
async function mixed(server: SiteServerProcess) {
  const signIn = () =>
    fetch(`${server.url}/api/office/sign-in`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url, "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify(OFFICE),
    })
  const cookie = (await signIn()).headers.get("set-cookie")?.split(";")[0] ?? ""
  const slots = await openSlots(server)
  const calls: (() => Promise<Response>)[] = [
    () => fetch(`${server.url}/api/applications`, { method: "POST", headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() }, body: applicationBody }),
    () => fetch(`${server.url}/api/visits/slots`),
    () => fetch(`${server.url}/api/visits`, { method: "POST", headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() }, body: visitBody(slots[0] ?? "") }),
    () => fetch(`${server.url}/api/office/applications`, { headers: { Cookie: cookie, Origin: server.url, "Sec-Fetch-Site": "same-origin" } }),
  ]
  let failed = 0
  /** `count` calls, 20 at a time, one in a hundred a sign-in (scrypt, the office's slowest call and its largest memory). */
  async function run(count: number): Promise<void> {
    await Promise.all(
      Array.from({ length: 20 }, async (_, worker) => {
        for (let i = worker; i < count; i += 20) {
          const call = i % 100 === 0 ? signIn : calls[i % calls.length]!
          const response = await call()
          await response.arrayBuffer()
          if (response.status >= 500) failed += 1
        }
      }),
    )
  }
  // Warm-up, not counted, of the same mix and concurrency: the heap, PGlite's WebAssembly memory and
  // the memory of four scrypt hashes at once (the thread pool's size) grow to their working size first.
  await run(4000)
  failed = 0
  const before = rssMb(server)
  const started = Date.now()
  await run(mixedCalls / 2)
  const half = rssMb(server)
  await run(mixedCalls / 2)
  const after = rssMb(server)
  console.log(
    `  ${mixedCalls} mixed calls in ${((Date.now() - started) / 1000).toFixed(0)} s, ${failed} answered 5xx: ` +
      `server RSS ${before.toFixed(0)} MB before (after 4,000 calls of warm-up), ${half.toFixed(0)} MB halfway, ${after.toFixed(0)} MB after ` +
      `(${after - before >= 0 ? "+" : ""}${(after - before).toFixed(0)} MB; bar: under +50 MB)`,
  )
}

async function bench(label: string, env: Record<string, string>, dataDir?: string) {
  console.log(`${label}:`)
  const settings = env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(dataDir!, "applications") }
  // The office account, made before the server starts (a PGlite folder has one user at a time).
  const setup = await openDatabase(settings)
  await setAccount(setup, OFFICE.name, OFFICE.password)
  await setup.close()
  const server = await startSiteServerProcess({ dataDir, apiOnly: true, env: { CREST_APPLY_LIMIT: "off", ...env } })
  const counts: (() => Promise<void>)[] = []
  try {
    console.log(`  server RSS at start ${rssMb(server).toFixed(0)} MB`)
    const ratios: number[] = []
    for (const connections of senders) {
      const result = await applications(server, connections, counts, settings)
      ratios.push(result.requests.average / GATSBY_SERVE.requestsPerSecond)
      await bookings(server, connections, counts, settings)
      await slotList(server, connections)
    }
    console.log(
      `  against gatsby serve (${GATSBY_SERVE.requestsPerSecond} req/s at best, p50 ${GATSBY_SERVE.p50}, p99 ${GATSBY_SERVE.p99}; ${GATSBY_SERVE.note}): ` +
        ratios.map((ratio, index) => `${ratio.toFixed(0)}× at ${senders[index]} senders`).join(", ") +
        " (bar: 20×)",
    )
    await mixed(server)
  } finally {
    await server.close()
  }
  for (const count of counts) await count()
}

// The rows are counted once the server has stopped (a PGlite folder has one user at a time): the
// figures print at once, the count checks after, of the keys and references this load sent and got.
async function applications(server: SiteServerProcess, connections: number, deferred: (() => Promise<void>)[], settings: DatabaseSettings) {
  const sent: string[] = []
  const answered = new Set<string>()
  const result = await autocannon({
    url: `${server.url}/api/applications`,
    connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        setupRequest(request, context: object) {
          const key = sent.length > 0 && Math.random() < 0.1 ? sent[Math.floor(Math.random() * sent.length)]! : randomUUID()
          sent.push(key)
          ;(context as { key?: string }).key = key
          return { ...request, headers: { "content-type": "application/json", "idempotency-key": key }, body: applicationBody }
        },
        onResponse(status, _body, context: object) {
          if (status === 200 || status === 201) answered.add(String((context as { key?: string }).key))
        },
      },
    ],
  })
  const unanswered = [...new Set(sent)].filter((key) => !answered.has(key))
  for (const key of unanswered) {
    const response = await fetch(`${server.url}/api/applications`, { method: "POST", headers: { "Content-Type": "application/json", "Idempotency-Key": key }, body: applicationBody })
    if (response.status === 200 || response.status === 201) answered.add(key)
  }
  print({ label: `applications, ${connections} senders`, result }, server)
  const keys = [...new Set(sent)]
  deferred.push(async () => {
    const db = await openDatabase(settings)
    try {
      const [row] = await db.query<{ rows: string; refs: string }>(
        "SELECT count(*) AS rows, count(DISTINCT reference) AS refs FROM applications WHERE idempotency_key = ANY($1::text[])",
        [keys],
      )
      const ok = Number(row?.rows) === keys.length && Number(row?.refs) === keys.length && answered.size === keys.length
      console.log(`  applications, ${connections} senders, count check: ${keys.length} keys sent, ${unanswered.length} sent again after, ${row?.rows} rows: ${ok ? "none lost, none doubled" : "MISMATCH"}`)
    } finally {
      await db.close()
    }
  })
  return result
}

async function bookings(server: SiteServerProcess, connections: number, deferred: (() => Promise<void>)[], settings: DatabaseSettings) {
  const slots = await openSlots(server)
  const references: string[] = []
  let next = 0
  const result = await autocannon({
    url: `${server.url}/api/visits`,
    connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        setupRequest(request) {
          return { ...request, headers: { "content-type": "application/json", "idempotency-key": randomUUID() }, body: visitBody(slots[next++ % slots.length] ?? "") }
        },
        onResponse(status, body) {
          if (status === 201) references.push((JSON.parse(body) as { reference: string }).reference)
        },
      },
    ],
  })
  print({ label: `visit bookings, ${connections} senders`, result }, server)
  deferred.push(async () => {
    const db = await openDatabase(settings)
    try {
      const [row] = await db.query<{ n: string }>("SELECT count(*) AS n FROM visit_bookings WHERE reference = ANY($1::text[])", [references])
      const [over] = await db.query<{ n: string }>("SELECT count(*) AS n FROM visit_slots WHERE booked > capacity")
      const ok = Number(row?.n) === references.length && new Set(references).size === references.length && Number(over?.n) === 0
      console.log(`  visit bookings, ${connections} senders, count check: ${references.length} answered 201, ${row?.n} stored, slots over capacity ${over?.n}: ${ok ? "none lost, none doubled, none overbooked" : "MISMATCH"}`)
    } finally {
      await db.close()
    }
  })
}

const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), "crest-bench-server-"))
try {
  await bench("school's server + PGlite", {}, dataRoot)
} finally {
  fs.rmSync(dataRoot, { recursive: true, force: true })
}
const postgres = await startPostgres()
try {
  await bench("school's server + PostgreSQL", { DATABASE_URL: postgres.url })
} finally {
  await postgres.stop()
}
