/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { DEVANAGARI_WEIGHTS, nepaliCharacters, subsetFileName, unicodeRange, writeDevanagariSubsets } from "../../src/node/fonts/devanagari"
import { makeTempDir } from "../support/temp-dir"

const root = path.resolve(__dirname, "../..")
const nepaliData = path.join(root, "data/ne")

function devanagariIn(dir: string): Set<string> {
  const found = new Set<string>()
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".json"))) {
    for (const character of fs.readFileSync(path.join(dir, file), "utf8")) if (/[\u0900-\u097F]/.test(character)) found.add(character)
  }
  return found
}

describe("the Nepali pages' Devanagari font", () => {
  it("covers every Devanagari letter the Nepali texts in data/ne use", () => {
    const covered = new Set(nepaliCharacters())
    expect([...devanagariIn(nepaliData)].filter((character) => !covered.has(character))).toEqual([])
  })

  it("declares in the styles' font faces exactly the characters the build keeps in the files", () => {
    const styles = fs.readFileSync(path.join(root, "src/styles/_fonts.scss"), "utf8")
    const declared = [...styles.matchAll(/unicode-range: ([^;]+);/g)].map(([, ranges]) => ranges)
    expect(declared).toContain(unicodeRange())
  })

  it("writes each weight smaller than the package's file, and skips the work when nothing changed", async () => {
    const out = makeTempDir("crest-fonts-")
    const written = await writeDevanagariSubsets(root, out)
    expect(written).toHaveLength(DEVANAGARI_WEIGHTS.length)
    for (const weight of DEVANAGARI_WEIGHTS) {
      const original = fs.statSync(
        path.join(root, "node_modules/@fontsource/noto-sans-devanagari/files", `noto-sans-devanagari-devanagari-${weight}-normal.woff2`),
      ).size
      const subset = fs.readFileSync(path.join(out, subsetFileName(weight)))
      expect(subset.subarray(0, 4).toString("latin1")).toBe("wOF2")
      expect(subset.length).toBeLessThan(original)
    }
    expect(await writeDevanagariSubsets(root, out)).toEqual([])
  }, 30_000)
})
