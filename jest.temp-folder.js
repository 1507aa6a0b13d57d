// The Jest run's own temp folder (jest.global-setup.js makes it, jest.global-teardown.js checks it
// empty), kept from outliving the run however the run ends. Jest calls the teardown only when a run
// gets to its end: a run stopped by a signal (Ctrl-C; `npm test` stops the Jest suites when lint or
// the build fails) or cut short by --bail or a process.exit() never gets there, and its folder, with
// whatever the tests had left in it, stayed in the system's temp folder. So the folder is also removed
// when the process exits or is stopped, and a run first removes the folders of earlier runs whose
// process is gone (killed outright, or the machine stopped): the folder's name carries the run's pid.
const fs = require("node:fs")
const os = require("node:os")
const path = require("node:path")

const PREFIX = "crest-jest-"

/** What is in the folder, for the message: its entries, [] when it is gone. */
function entriesOf(dir) {
  try {
    return fs.readdirSync(dir)
  } catch {
    return []
  }
}

function remove(dir) {
  fs.rmSync(dir, { recursive: true, force: true })
}

function isRunning(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but is another user's.
    return error.code === "EPERM"
  }
}

/** Removes the folders of earlier runs whose process has gone; those of runs still going are theirs. */
function removeStaleFolders(parent) {
  for (const name of entriesOf(parent)) {
    const match = new RegExp(`^${PREFIX}(\\d+)-`).exec(name)
    if (match && Number(match[1]) !== process.pid && !isRunning(Number(match[1]))) remove(path.join(parent, name))
  }
}

/** Makes the run's folder under the system's temp folder and removes it when the process ends. */
function makeRunFolder() {
  const parent = os.tmpdir()
  removeStaleFolders(parent)
  const dir = fs.mkdtempSync(path.join(parent, `${PREFIX}${process.pid}-`))
  process.on("exit", () => {
    // After the teardown removed it, only something that ran later wrote here: say so, and fail.
    const late = entriesOf(dir)
    remove(dir)
    if (late.length > 0 && process.env.CREST_JEST_TORN_DOWN) {
      console.error(`Something wrote to the Jest run's temp folder after its teardown: ${late.join(", ")}.`)
      process.exitCode = 1
    }
  })
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.once(signal, () => {
      remove(dir)
      // The default action, now that the folder is gone: the process ends by the signal.
      process.kill(process.pid, signal)
    })
  }
  return dir
}

/**
 * Removes the run's folder at the teardown and throws when a test left something in it. The check
 * is made before the removal, so a removal that fails cannot skip it.
 */
function checkAndRemove(dir) {
  const left = entriesOf(dir)
  process.env.CREST_JEST_TORN_DOWN = "1"
  let failed
  try {
    remove(dir)
  } catch (error) {
    failed = error
  }
  if (left.length > 0) {
    const also = failed ? ` (and the folder could not be removed: ${failed.message})` : ""
    throw new Error(`Tests left ${left.length} item(s) in the temp folder: ${left.join(", ")}${also}. Use makeTempDir from __tests__/support/temp-dir.ts.`)
  }
  if (failed) throw failed
}

module.exports = { makeRunFolder, checkAndRemove }
