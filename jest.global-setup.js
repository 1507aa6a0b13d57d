// Gives the Jest run a temp folder of its own, so the teardown can tell whether a test left
// something behind without being fooled by other programs writing to the shared one.
const fs = require("node:fs")
const os = require("node:os")
const path = require("node:path")

module.exports = async function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crest-jest-"))
  process.env.CREST_JEST_TMPDIR = dir
  // Test workers start after this and inherit it; os.tmpdir() reads TMPDIR on every call.
  process.env.TMPDIR = dir
}
