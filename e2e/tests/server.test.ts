// The school's server as a process (dist/server.cjs, as `npm start` and systemd run it): it stops
// cleanly on SIGTERM and loses nothing to kill -9, refuses a second process on its PGlite folder,
// keeps a lockout across a restart, keeps one flood limit across two processes on one PostgreSQL
// server, says when its database is down, and runs from a copy of the project in another folder.
import assert from "node:assert/strict"
import { randomBytes, randomUUID } from "node:crypto"
import { execFileSync, spawnSync, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { after, describe, it } from "node:test"
import { validAnswers } from "../../scripts/applications/sample-answers"
import { startPostgres } from "../../scripts/postgres"
import { openDatabase } from "../../src/server/db"
import { setAccount } from "../../src/server/office/accounts"
import { FREE_FAILURES } from "../../src/server/office/throttle"
import { serverBundle, startSiteServerProcess } from "../support/site-server"

const root = path.resolve(__dirname, "../..")
const folders: string[] = []
function tempFolder(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  folders.push(folder)
  return folder
}
after(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
})

const body = () => JSON.stringify({ answers: validAnswers(), language: "en" })

function apply(url: string, key = randomUUID(), headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${url}/api/applications`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": key, ...headers },
    body: body(),
  })
}

/** Sends applications, `at once` at a time, until stopped; the references answered 201. */
function burst(url: string, atOnce: number) {
  const answered: string[] = []
  let going = true
  const senders = Array.from({ length: atOnce }, async () => {
    while (going) {
      try {
        const response = await apply(url)
        if (response.status === 201) answered.push(((await response.json()) as { reference: string }).reference)
        else await response.body?.cancel()
      } catch {
        // the server went away under this request: it was never answered
        return
      }
    }
  })
  return {
    answered,
    async stop() {
      going = false
      await Promise.all(senders)
    },
  }
}

async function storedReferences(dataDir: string): Promise<Set<string>> {
  const db = await openDatabase({ dataDir: path.join(dataDir, "applications") })
  try {
    return new Set((await db.query<{ reference: string }>("SELECT reference FROM applications")).map((row) => row.reference))
  } finally {
    await db.close()
  }
}

const exited = (server: { child: ChildProcess }) =>
  new Promise<number | string | null>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) resolve(server.child.exitCode ?? server.child.signalCode)
    else server.child.once("exit", (code, signal) => resolve(code ?? signal))
  })

describe("the school's server as a process", () => {
  it("on SIGTERM finishes what is in flight, closes the database and exits 0; every answered reference is stored", async () => {
    const dataDir = tempFolder("crest-sigterm-")
    const server = await startSiteServerProcess({ dataDir, env: { CREST_APPLY_LIMIT: "off" } })
    const load = burst(server.url, 20)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    server.child.kill("SIGTERM")
    assert.equal(await exited(server), 0, server.output())
    await load.stop()
    assert.ok(load.answered.length > 0, "the burst got answers before the stop")
    const stored = await storedReferences(dataDir)
    for (const reference of load.answered) assert.ok(stored.has(reference), `${reference} was answered but not stored`)
    assert.match(server.output(), /^POST \/api\/applications 201 \d+\.\dms$/m)
  })

  it("loses no answered reference to kill -9, and starts again on the same folder", async () => {
    const dataDir = tempFolder("crest-kill-")
    const server = await startSiteServerProcess({ dataDir, env: { CREST_APPLY_LIMIT: "off" } })
    const load = burst(server.url, 20)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    server.child.kill("SIGKILL")
    await exited(server)
    await load.stop()
    assert.ok(load.answered.length > 0)
    const stored = await storedReferences(dataDir)
    for (const reference of load.answered) assert.ok(stored.has(reference), `${reference} was answered but not stored`)
    const again = await startSiteServerProcess({ dataDir })
    assert.equal((await apply(again.url)).status, 201)
    await again.close()
  })

  it("refuses a second process on the same PGlite folder at start, saying why and what to do", async () => {
    const dataDir = tempFolder("crest-second-")
    const first = await startSiteServerProcess({ dataDir })
    try {
      const second = spawnSync(process.execPath, [serverBundle(), "--port", "0"], {
        env: { ...process.env, CREST_DATA_DIR: dataDir },
        encoding: "utf8",
        timeout: 60_000,
      })
      assert.equal(second.status, 1)
      assert.match(second.stderr, new RegExp(`in use by process ${first.child.pid}`))
      assert.match(second.stderr, /DATABASE_URL/)
      assert.equal((await apply(first.url)).status, 201, "the first goes on serving")
    } finally {
      await first.close()
    }
  })

  it("keeps a sign-in lockout across a restart", async () => {
    const dataDir = tempFolder("crest-lockout-")
    const db = await openDatabase({ dataDir: path.join(dataDir, "applications") })
    const password = randomBytes(12).toString("base64url")
    await setAccount(db, "office", password)
    await db.close()
    const signIn = (url: string, attempt: string) =>
      fetch(`${url}/api/office/sign-in`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: url, "Sec-Fetch-Site": "same-origin" },
        body: JSON.stringify({ name: "office", password: attempt }),
      }).then((response) => response.status)
    const first = await startSiteServerProcess({ dataDir })
    for (let i = 0; i < FREE_FAILURES; i++) assert.equal(await signIn(first.url, `wrong ${i}`), 401)
    assert.equal(await signIn(first.url, password), 429)
    await first.close()
    const restarted = await startSiteServerProcess({ dataDir })
    assert.equal(await signIn(restarted.url, password), 429)
    await restarted.close()
  })

  it("keeps one flood limit for two processes on one PostgreSQL server, and says 503 at /api/health when the server is down", async () => {
    const postgres = await startPostgres()
    let stopped = false
    const env = { DATABASE_URL: postgres.url, CREST_APPLY_LIMIT: "10/600" }
    const one = await startSiteServerProcess({ env })
    const two = await startSiteServerProcess({ env })
    try {
      const statuses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => apply(i % 2 ? one.url : two.url, randomUUID(), { "X-Real-IP": "198.51.100.7" }).then((r) => r.status)),
      )
      assert.equal(statuses.filter((status) => status === 201).length, 10, statuses.join(" "))
      assert.equal(statuses.filter((status) => status === 429).length, 20)
      assert.equal((await fetch(`${one.url}/api/health`)).status, 200)
      await postgres.stop()
      stopped = true
      const down = await fetch(`${one.url}/api/health`)
      assert.equal(down.status, 503)
      assert.equal((await fetch(`${one.url}/`)).status, 200, "the site's files are served all the same")
    } finally {
      await one.close()
      await two.close()
      if (!stopped) await postgres.stop()
    }
  })

  it("serves and receives from a copy of the built project in another folder, its own files and code", async () => {
    const copy = tempFolder("crest-moved-")
    for (const part of ["package.json", "dist", "data", "public"]) execFileSync("cp", ["-a", path.join(root, part), copy])
    fs.symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"))
    const marker = `moved-${randomUUID()}`
    fs.writeFileSync(path.join(copy, "public/moved.txt"), marker)
    assert.equal(fs.readFileSync(path.join(copy, "dist/server.cjs"), "utf8").includes(root), false, "the bundle names no folder of the build")
    const server = await startSiteServerProcess({ root: copy })
    try {
      assert.equal(await (await fetch(`${server.url}/moved.txt`)).text(), marker)
      assert.equal((await fetch(`${server.url}/`)).status, 200)
      assert.equal((await apply(server.url)).status, 201)
      assert.equal((await fetch(`${server.url}/api/visits/slots`)).status, 200)
    } finally {
      await server.close()
    }
  })
})
