// `npm run serve` (and `npm start`, after the build): the school's server, as production runs it.
//   node dist/server.cjs [--port 9000] [--host 127.0.0.1] [--api-only]
// It serves the built site from public/ and /api/ on http://localhost:9000; with --api-only (behind
// nginx, which serves the files) /api/ alone. The project's folder is the one holding this program's
// package.json: public/ and data/events/ are read from there, wherever it was built or copied to.
// Settings come from the environment (README, "Settings"). SIGTERM or SIGINT: stop accepting, finish
// what is in flight (up to 10 s), close the database, exit.
import fs from "fs"
import path from "path"
import { parseArgs } from "util"
import { editorOriginsFromData, originsFromData } from "../node/deploy/policy"
import { settingsFromEnv } from "./db"
import { DataFolderInUse } from "./data-folder-lock"
import { sharedDatabase } from "./shared"
import { startSiteServer } from "./server"
import { staticSite } from "./site/static-files"
import { readHolidays } from "./visits/holidays"

/** The nearest folder up from `start` that holds a package.json: the project, wherever it lies. */
export function projectRoot(start: string): string {
  for (let folder = path.resolve(start); ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, "package.json"))) return folder
    if (path.dirname(folder) === folder) return path.resolve(start)
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: process.env.PORT ?? "9000" },
      host: { type: "string", default: process.env.HOST ?? "127.0.0.1" },
      "api-only": { type: "boolean", default: false },
    },
  })
  const root = process.env.CREST_ROOT ? path.resolve(process.env.CREST_ROOT) : projectRoot(path.dirname(process.argv[1] ?? "."))
  const publicDir = path.join(root, "public")
  const dataDir = path.join(root, "data")
  const apiOnly = values["api-only"]
  if (!apiOnly && !fs.existsSync(path.join(publicDir, "index.html"))) {
    console.error(`No built site in ${publicDir}: run \`npm run build\` first (or start with --api-only behind nginx).`)
    process.exit(1)
  }
  const shared = sharedDatabase(settingsFromEnv())
  try {
    await shared.database()
  } catch (error) {
    if (error instanceof DataFolderInUse) {
      console.error(error.message)
      process.exit(1)
    }
    // A PostgreSQL server that is not up yet: the first request tries again, and /api/health says 503 meanwhile.
    console.error(`database: not open yet (${error instanceof Error ? error.message : String(error)}); the next request tries again`)
  }
  const running = await startSiteServer({
    shared,
    holidays: readHolidays(path.join(dataDir, "events")),
    site: apiOnly ? null : staticSite(publicDir, { site: originsFromData(dataDir), editor: editorOriginsFromData(dataDir) }),
    port: Number(values.port),
    host: values.host,
  })
  console.log(`Crest Academy server on ${running.url} (${apiOnly ? "/api/ only" : `the site from ${publicDir} and /api/`})`)
  const stop = (signal: string) => {
    console.log(`${signal}: finishing the requests in flight, then stopping`)
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`stopping: ${error instanceof Error ? error.message : String(error)}`)
        process.exit(1)
      },
    )
  }
  process.once("SIGTERM", () => stop("SIGTERM"))
  process.once("SIGINT", () => stop("SIGINT"))
}

// A promise nobody awaited must not end the process for every family using it; said by its kind only.
process.on("unhandledRejection", (reason: unknown) => {
  console.error(`server: unhandled ${reason instanceof Error ? reason.name : typeof reason}`)
})

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
