import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { makeTempDir, removeTempDirs } from "./temp-dir"

describe("makeTempDir", () => {
  it("makes an empty folder under the temp folder with the given prefix", () => {
    const dir = makeTempDir("crest-probe-")
    expect(path.dirname(dir)).toBe(os.tmpdir())
    expect(path.basename(dir)).toMatch(/^crest-probe-/)
    expect(fs.readdirSync(dir)).toEqual([])
  })

  it("removes every folder it made, with what is inside", () => {
    const first = makeTempDir()
    const second = makeTempDir()
    fs.mkdirSync(path.join(second, "nested"))
    fs.writeFileSync(path.join(second, "nested", "file.txt"), "x")
    removeTempDirs()
    expect(fs.existsSync(first)).toBe(false)
    expect(fs.existsSync(second)).toBe(false)
  })
})
