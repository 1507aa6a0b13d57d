import fs from "node:fs"
import path from "node:path"
import { writeIfChanged } from "../../src/node/write-if-changed"
import { makeTempDir } from "../support/temp-dir"

describe("writeIfChanged", () => {
  it("leaves a file with the same content untouched, keeping its date, and rewrites a changed one", () => {
    const file = path.join(makeTempDir("crest-write-"), "config.yml")
    expect(writeIfChanged(file, "backend: git\n")).toBe(true)
    // Whole seconds: a fraction does not survive the round trip through the file system exactly.
    const past = Math.floor(Date.now() / 1000) - 60
    fs.utimesSync(file, past, past)

    expect(writeIfChanged(file, Buffer.from("backend: git\n"))).toBe(false)
    expect(fs.statSync(file).mtimeMs).toBe(past * 1000)

    expect(writeIfChanged(file, "backend: github\n")).toBe(true)
    expect(fs.readFileSync(file, "utf8")).toBe("backend: github\n")
  })
})
