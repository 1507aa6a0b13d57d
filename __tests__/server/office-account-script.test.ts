/** @jest-environment node */
// `npm run office:account` makes an account the inbox then signs in with, changes its password, lists
// and removes it, in the embedded database the site uses (CREST_DATA_DIR).
import { execFileSync } from "node:child_process"
import path from "node:path"
import { openDatabase } from "../../src/server/db"
import { checkPassword } from "../../src/server/office/accounts"
import { makeTempDir, removeTempDirs } from "../support/temp-dir"

// Each run of the script opens the embedded database: tens of seconds on a busy machine.
jest.setTimeout(480_000)
afterAll(removeTempDirs)

const root = path.resolve(__dirname, "../..")

function script(dataDir: string, args: string[], password = "") {
  return execFileSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/applications/office-account.ts", ...args], {
    cwd: root,
    // tsx keeps a cache in the temp folder: this test's own, removed with it.
    env: { ...process.env, CREST_DATA_DIR: dataDir, DATABASE_URL: "", OFFICE_PASSWORD: password, TMPDIR: makeTempDir("crest-tsx-") },
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  })
}

it("makes, changes, lists and removes an office account", async () => {
  const dataDir = makeTempDir("crest-accounts-")
  const open = () => openDatabase({ dataDir: path.join(dataDir, "applications") })
  // Refused before the database is opened.
  expect(() => script(dataDir, ["add", "sita"], "too short")).toThrow()
  script(dataDir, ["add", "Sita"], "first long password")
  script(dataDir, ["add", "sita"], "a new long password")
  expect(script(dataDir, ["list"]).trim().split("\n")).toEqual(["sita"])
  let db = await open()
  try {
    expect(await checkPassword(db, "sita", "a new long password")).toMatchObject({ name: "sita" })
    expect(await checkPassword(db, "sita", "first long password")).toBeNull()
  } finally {
    await db.close()
  }
  script(dataDir, ["remove", "sita"])
  db = await open()
  try {
    expect(await checkPassword(db, "sita", "a new long password")).toBeNull()
  } finally {
    await db.close()
  }
})
