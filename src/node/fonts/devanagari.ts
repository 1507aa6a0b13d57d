// The Devanagari font of the Nepali pages, cut down to the letters Nepali is written with.
// @fontsource's Devanagari file also carries Vedic signs and letters of other languages written in
// Devanagari; without them each weight is a third smaller (50 KB → 33 KB), which a Nepali page's first
// screen on a slow phone connection feels. A character outside this set still shows, in the
// phone's own Devanagari font. The font faces (src/styles/_fonts.scss) declare the same ranges.
import crypto from "crypto"
import fs from "fs"
import path from "path"
import subsetFont from "subset-font"
import { writeIfChanged } from "../write-if-changed"

/** Inclusive ranges of code points, as the font faces' unicode-range lists them. */
export const NEPALI_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0901, 0x0903], // chandrabindu, anusvara, visarga
  [0x0905, 0x0939], // vowels and consonants
  [0x093c, 0x094d], // nukta, avagraha, vowel signs, virama
  [0x0950, 0x0950], // om
  [0x0964, 0x096f], // danda, double danda, digits
  [0x200c, 0x200d], // zero-width non-joiner and joiner, which choose a conjunct's form
]

export const DEVANAGARI_WEIGHTS = [400, 700] as const

/** The webpack alias under which the styles find the cut-down files. */
export const FONTS_ALIAS = "@crest/fonts"

export function nepaliCharacters(): string {
  return NEPALI_RANGES.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index))).join("")
}

/** The ranges written as CSS writes them: U+0901-0903, U+0950 … */
export function unicodeRange(): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0")
  return NEPALI_RANGES.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(", ")
}

export function subsetFileName(weight: number): string {
  return `noto-sans-devanagari-nepali-${weight}-normal.woff2`
}

function sourceFile(root: string, weight: number): string {
  return path.join(root, "node_modules/@fontsource/noto-sans-devanagari/files", `noto-sans-devanagari-devanagari-${weight}-normal.woff2`)
}

/**
 * Writes the cut-down weights into outDir. A stamp of the sources and the character set lets a
 * rebuild skip the work (about a second a weight) when nothing changed.
 */
export async function writeDevanagariSubsets(root: string, outDir: string): Promise<string[]> {
  fs.mkdirSync(outDir, { recursive: true })
  const written: string[] = []
  for (const weight of DEVANAGARI_WEIGHTS) {
    const source = fs.readFileSync(sourceFile(root, weight))
    const stamp = crypto.createHash("sha256").update(source).update(nepaliCharacters()).digest("hex")
    const target = path.join(outDir, subsetFileName(weight))
    const stampFile = `${target}.source`
    if (fs.existsSync(target) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === stamp) continue
    writeIfChanged(target, await subsetFont(source, nepaliCharacters(), { targetFormat: "woff2" }))
    fs.writeFileSync(stampFile, stamp)
    written.push(target)
  }
  return written
}
