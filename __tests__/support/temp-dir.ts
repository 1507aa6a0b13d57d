// Throw-away folders for tests. The helper removes every folder it made once the test file ends,
// so no test has to remember to, and the Jest run leaves nothing in the system's temp folder.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const made: string[] = []

/** A new empty folder under the temp folder, removed after the test file's last test. */
export function makeTempDir(prefix = "crest-"): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  made.push(dir)
  return dir
}

/** Removes every folder makeTempDir has made so far. */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
}

// Registered when a test file first imports the helper, so the clean-up needs no line in the test.
afterAll(removeTempDirs)
