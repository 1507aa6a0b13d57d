// Fails the run when a test left files or folders in the temp folder, and removes it.
const { checkAndRemove } = require("./jest.temp-folder")

module.exports = async function globalTeardown() {
  const dir = process.env.CREST_JEST_TMPDIR
  if (!dir) throw new Error("The Jest run has no temp folder of its own: jest.global-setup.js did not run.")
  checkAndRemove(dir)
}
