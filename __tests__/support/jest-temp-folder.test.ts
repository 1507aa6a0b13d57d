/** @jest-environment node */
// The Jest run's own temp folder (jest.temp-folder.js) does not outlive the run however it ends: it
// goes when the process is stopped by a signal (as `npm test` stops the suites when the build fails),
// when it exits without a teardown (--bail), and a run removes those of earlier runs that were killed.
// Each case runs in a child process of its own, with its own temp folder.
import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { makeTempDir } from "./temp-dir"

const MODULE = path.resolve(__dirname, "../../jest.temp-folder.js")

/** A child that makes a run folder under `parent`, prints it, puts a file in it, then does `then`. */
function childScript(then: string): string {
  return `const { makeRunFolder } = require(${JSON.stringify(MODULE)})
const dir = makeRunFolder()
require("node:fs").writeFileSync(require("node:path").join(dir, "left-by-a-test"), "")
console.log(dir)
${then}`
}

function runFolders(parent: string): string[] {
  return fs.readdirSync(parent).filter((name) => name.startsWith("crest-jest-"))
}

describe("the Jest run's temp folder", () => {
  it("is removed when the run is stopped by a signal, and the process still ends by it", async () => {
    const parent = makeTempDir()
    const child = spawn(process.execPath, ["-e", childScript("setInterval(() => {}, 1000)")], { env: { ...process.env, TMPDIR: parent } })
    const dir = await new Promise<string>((resolve) => child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim())))
    expect(fs.readdirSync(dir)).toEqual(["left-by-a-test"])
    const ended = new Promise<NodeJS.Signals | null>((resolve) => child.once("exit", (_code, signal) => resolve(signal)))
    child.kill("SIGTERM")
    expect(await ended).toBe("SIGTERM")
    expect(runFolders(parent)).toEqual([])
  })

  it("is removed when the process exits without a teardown (as --bail makes Jest do)", () => {
    const parent = makeTempDir()
    const run = spawnSync(process.execPath, ["-e", childScript("process.exit(1)")], { env: { ...process.env, TMPDIR: parent }, encoding: "utf8" })
    expect(run.status).toBe(1)
    expect(runFolders(parent)).toEqual([])
  })

  it("fails the run when something writes to it after the teardown", () => {
    const parent = makeTempDir()
    const late = `const { checkAndRemove } = require(${JSON.stringify(MODULE)})
const fs = require("node:fs")
const path = require("node:path")
fs.rmSync(path.join(dir, "left-by-a-test"))
checkAndRemove(dir)
setTimeout(() => fs.mkdirSync(path.join(dir, "late"), { recursive: true }), 50)`
    const run = spawnSync(process.execPath, ["-e", childScript(late)], { env: { ...process.env, TMPDIR: parent }, encoding: "utf8" })
    expect(run.stderr).toContain("Something wrote to the Jest run's temp folder after its teardown: late.")
    expect(run.status).toBe(1)
    expect(runFolders(parent)).toEqual([])
  })

  it("checks before it removes: the teardown names what a test left, and the folder goes", () => {
    const parent = makeTempDir()
    const teardown = `const { checkAndRemove } = require(${JSON.stringify(MODULE)})
try { checkAndRemove(dir) } catch (error) { console.error(error.message); process.exitCode = 3 }`
    const run = spawnSync(process.execPath, ["-e", childScript(teardown)], { env: { ...process.env, TMPDIR: parent }, encoding: "utf8" })
    expect(run.stderr).toContain("Tests left 1 item(s) in the temp folder: left-by-a-test.")
    expect(run.status).toBe(3)
    expect(runFolders(parent)).toEqual([])
  })

  it("removes the folders of earlier runs whose process is gone, not those of runs still going", () => {
    const parent = makeTempDir()
    const gone = spawnSync(process.execPath, ["-e", ""]).pid
    fs.mkdirSync(path.join(parent, `crest-jest-${gone}-AbCdEf`))
    fs.mkdirSync(path.join(parent, `crest-jest-${process.pid}-GhIjKl`))
    const run = spawnSync(process.execPath, ["-e", childScript("")], { env: { ...process.env, TMPDIR: parent }, encoding: "utf8" })
    expect(run.status).toBe(0)
    expect(runFolders(parent)).toEqual([`crest-jest-${process.pid}-GhIjKl`])
  })
})
