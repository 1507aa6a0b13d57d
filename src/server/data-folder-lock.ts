// PGlite is PostgreSQL inside one process: two processes on one data folder would each write it as if
// alone and damage it. So whoever opens the folder (the server, `npm run office:account`, a test)
// first takes its lock file, holding its process id; a second process is refused with what to do. A
// lock left by a process that no longer runs (killed, the machine restarted) is taken over.
import fs from "fs"
import path from "path"

export const LOCK_FILE = "crest-server.lock"

export class DataFolderInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${pid}. The embedded database (PGlite) serves one process at a time. ` +
        "Stop that process first (for example `systemctl stop crest-api`), give this one another folder with CREST_DATA_DIR, " +
        "or set DATABASE_URL to a PostgreSQL server, which any number of server processes can share.",
    )
    this.name = "DataFolderInUse"
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

export function lockDataFolder(dataDir: string): { release(): void } {
  const file = path.join(dataDir, LOCK_FILE)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: "wx" })
      let released = false
      return {
        release() {
          if (released) return
          released = true
          fs.rmSync(file, { force: true })
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    }
    const holder = Number.parseInt(fs.readFileSync(file, "utf8"), 10)
    // This process holding it already counts too: two openings of one folder damage it just the same.
    if (Number.isInteger(holder) && (holder === process.pid || isRunning(holder))) throw new DataFolderInUse(dataDir, holder)
    // Left by a process that has gone: take it over (another starting process may race us; the wx retry decides).
    fs.rmSync(file, { force: true })
  }
  throw new Error(`Could not take the lock ${file}`)
}
