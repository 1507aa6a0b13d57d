// A throw-away PostgreSQL server for tests and benchmarks: Debian's `postgresql` binaries
// (/usr/lib/postgresql/<version>/bin), a new cluster in a temp folder, its own port on loopback,
// removed when stopped. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"

export interface PostgresServer {
  url: string
  stop(): Promise<void>
}

export function postgresBin(): string {
  const root = "/usr/lib/postgresql"
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((name) => fs.existsSync(path.join(root, name, "bin", "initdb"))) : []
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  if (!newest) throw new Error("PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install -y postgresql")
  return path.join(root, newest, "bin")
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))))
    })
  })
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBin()
  const asRoot = process.getuid?.() === 0
  const run = (program: string, args: string[]) =>
    execFileSync(asRoot ? "runuser" : path.join(bin, program), asRoot ? ["-u", "postgres", "--", path.join(bin, program), ...args] : args, {
      stdio: ["ignore", "ignore", "pipe"],
    })
  // Not under the Jest run's own temp folder: that one is private to root, and the server runs as postgres.
  const base = fs.mkdtempSync(path.join(fs.realpathSync(process.env.CREST_JEST_TMPDIR ? path.dirname(process.env.CREST_JEST_TMPDIR) : os.tmpdir()), "crest-pg-"))
  const data = path.join(base, "data")
  if (asRoot) {
    fs.chmodSync(base, 0o755)
    execFileSync("chown", ["postgres", base])
  }
  const port = await freePort()
  try {
    run("initdb", ["-D", data, "-U", "crest", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C.UTF-8"])
    const options = `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`
    run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(base, "log"), "-w", "start"])
  } catch (error) {
    fs.rmSync(base, { recursive: true, force: true })
    throw error
  }
  return {
    url: `postgres://crest@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"])
      } finally {
        fs.rmSync(base, { recursive: true, force: true })
      }
    },
  }
}
