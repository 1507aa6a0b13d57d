// Invisible format characters in the built site. No text of the school's holds one on purpose, and one
// that slips into a page, a feed or a calendar file (a marker, a stray byte-order mark, a bidi
// control pasted with a text) changes what readers, screen readers and search engines get without
// anyone seeing it. Devanagari spells some conjuncts with U+200C and U+200D (zero-width non-joiner
// and joiner): those two are letters' business and allowed.
import fs from "fs"
import path from "path"

/**
 * Soft hyphen, Arabic letter mark, Mongolian vowel separator, zero-width space, left-to-right and
 * right-to-left marks, bidi embeddings and isolates, word joiner and the invisible operators
 * (U+2060..U+2064), the deprecated format characters, byte-order mark / zero-width no-break space,
 * and the interlinear annotation characters.
 */
export const INVISIBLE = /[\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/

/** The built files a visitor, a reader app or a calendar receives as text. */
const TEXT_FILE = /\.(html|xml|json|ics|txt|webmanifest|js|css|svg)$/

/**
 * Decap CMS's own bundle, copied as it is for the web editor at /admin/: its text-editing code names
 * these characters to handle them in what an editor types. It carries no text of the school's.
 */
const VENDOR_FILES = new Set([path.join("admin", "decap-cms.js")])

export interface InvisibleCharacter {
  /** The file, relative to the folder scanned. */
  file: string
  line: number
  column: number
  /** Like U+2064. */
  code: string
}

function codeOf(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`
}

/** Each invisible format character in a text, by line and column. */
export function invisibleCharactersIn(text: string, file: string): InvisibleCharacter[] {
  const found: InvisibleCharacter[] = []
  const all = new RegExp(INVISIBLE.source, "g")
  text.split("\n").forEach((line, index) => {
    for (const match of line.matchAll(all)) found.push({ file, line: index + 1, column: match.index + 1, code: codeOf(match[0]) })
  })
  return found
}

function textFilesUnder(root: string): string[] {
  return fs.readdirSync(root, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || !TEXT_FILE.test(entry.name)) return []
    const file = path.join(entry.parentPath, entry.name)
    return VENDOR_FILES.has(path.relative(root, file)) ? [] : [file]
  })
}

/** Every invisible format character in the text files under root (the built site). */
export function invisibleCharactersUnder(root: string): { files: number; found: InvisibleCharacter[] } {
  const files = textFilesUnder(root).sort()
  const found = files.flatMap((file) => invisibleCharactersIn(fs.readFileSync(file, "utf8"), path.relative(root, file)))
  return { files: files.length, found }
}
