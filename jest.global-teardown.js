// Fails the run when a test left files or folders in the temp folder, then removes them.
const fs = require("node:fs")

module.exports = async function globalTeardown() {
  const dir = process.env.CREST_JEST_TMPDIR
  if (!dir) return
  const left = fs.readdirSync(dir)
  fs.rmSync(dir, { recursive: true, force: true })
  if (left.length > 0) {
    throw new Error(`Tests left ${left.length} item(s) in the temp folder: ${left.join(", ")}. Use makeTempDir from __tests__/support/temp-dir.ts.`)
  }
}
