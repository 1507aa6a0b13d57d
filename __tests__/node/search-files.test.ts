/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { untilWritten } from "../../src/node/search/write-index"
import { makeTempDir } from "../support/temp-dir"

describe("untilWritten", () => {
  it("waits until a search file Pagefind has opened gets its content", async () => {
    const dir = makeTempDir("crest-pagefind-")
    const entry = path.join(dir, "pagefind-entry.json")
    fs.writeFileSync(entry, "")
    setTimeout(() => fs.writeFileSync(entry, '{"version":"1.5.2"}'), 150)
    await untilWritten(dir)
    expect(fs.readFileSync(entry, "utf8")).toContain("version")
  })

  it("fails, naming the file, when one stays empty", async () => {
    const dir = makeTempDir("crest-pagefind-")
    fs.mkdirSync(path.join(dir, "index"))
    fs.writeFileSync(path.join(dir, "index", "en_1.pf_index"), "")
    await expect(untilWritten(dir, 200)).rejects.toThrow(/index.en_1\.pf_index/)
  })
})
