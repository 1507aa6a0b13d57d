// Gives the Jest run a temp folder of its own, so the teardown can tell whether a test left
// something behind without being fooled by other programs writing to the shared one; the folder
// does not outlive the run, however it ends (jest.temp-folder.js).
const { makeRunFolder } = require("./jest.temp-folder")

module.exports = async function globalSetup() {
  const dir = makeRunFolder()
  process.env.CREST_JEST_TMPDIR = dir
  // Test workers start after this and inherit it; os.tmpdir() reads TMPDIR on every call.
  process.env.TMPDIR = dir
}
