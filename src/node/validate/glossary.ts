// The glossary check: every Nepali text in data/, and every Nepali text a script draws from outside
// data/ (drawn-texts.ts: the published exams' titles), is searched for the variants data/glossary.json
// rejects, so the Nepali edition keeps one word per term. A variant is a matter of style, not a broken
// page, so the build prints these as a warning and goes on (see CONTENT.md, "Nepali glossary").
import fs from "fs"
import path from "path"
import { jsonFilesUnder } from "../json-files"
import { OVERLAY_DIR } from "../locales/overlay"

export const GLOSSARY_FILE = "glossary.json"
const SCHEMA_DIR = "schemas"

export interface GlossaryTerm {
  english: string
  nepali: string
  variants: string[]
  note?: string
}

/** A Nepali text that uses a variant the glossary rejects. */
export interface GlossaryWarning {
  /** The file, e.g. data/ne/faculties.json. */
  file: string
  /** The text in it, e.g. "faculties[2].name" (lists count from 0). */
  path: string
  /** The variant found in the text. */
  found: string
  /** The glossary's Nepali term to write instead. */
  use: string
  /** The glossary entry's English term. */
  term: string
}

const DEVANAGARI = /[\u0900-\u097F]/
const LATIN_WORD_CHAR = /[A-Za-z0-9]/

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"))
  } catch {
    return undefined
  }
}

/** The glossary's terms; none when the file is missing or broken (the data check reports that itself). */
export function readGlossary(dataDir: string): GlossaryTerm[] {
  const glossary = readJson(path.join(dataDir, GLOSSARY_FILE)) as { terms?: unknown } | undefined
  if (!Array.isArray(glossary?.terms)) return []
  return glossary.terms.filter(
    (term): term is GlossaryTerm =>
      !!term && typeof term === "object" && typeof term.nepali === "string" && Array.isArray(term.variants) && term.variants.every((variant: unknown) => typeof variant === "string" && variant !== ""),
  )
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

/**
 * A variant is found anywhere in a text, also inside a longer word: Nepali joins endings to a word
 * ("कानूनको", "हाउसले"). An edge in Latin letters must be a word's edge, so "SEE" is not found in "SEEN".
 */
function variantPattern(variant: string): RegExp {
  const before = LATIN_WORD_CHAR.test(variant[0]!) ? "(?<![A-Za-z0-9])" : ""
  const after = LATIN_WORD_CHAR.test(variant[variant.length - 1]!) ? "(?![A-Za-z0-9])" : ""
  return new RegExp(`${before}${escapeRegExp(variant)}${after}`, "u")
}

/** Every string value in a JSON value, with its path ("hero.title", "cards[2].text"). */
function textsOf(value: unknown, at = ""): Array<{ path: string; text: string }> {
  if (typeof value === "string") return [{ path: at, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${at}[${index}]`))
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => (key === "$schema" ? [] : textsOf(inner, at ? `${at}.${key}` : key)))
  }
  return []
}

/** A Nepali text that reaches a reader from outside data/: where it is, for the warning, and the text. */
export interface DrawnText {
  file: string
  path: string
  text: string
}

function variantsOf(terms: readonly GlossaryTerm[]) {
  return terms.flatMap((term) => term.variants.map((variant) => ({ term, variant, pattern: variantPattern(variant), devanagari: DEVANAGARI.test(variant) })))
}

/** The Nepali texts given (a results sheet's Nepali columns, a publication's titles) that use a variant. */
export function drawnTextWarnings(terms: readonly GlossaryTerm[], texts: readonly DrawnText[]): GlossaryWarning[] {
  const variants = variantsOf(terms)
  return texts.flatMap(({ file, path: at, text }) =>
    variants.filter(({ pattern }) => pattern.test(text)).map(({ term, variant }) => ({ file, path: at, found: variant, use: term.nepali, term: term.english })),
  )
}

/**
 * The Nepali texts of data/ that use a variant the glossary rejects. Every text of a Nepali file
 * (data/ne/…) is searched; in the English files only for the variants written in Devanagari, since
 * only Nepali words there are Nepali text ("SEE" is right in an English sentence). Then the Nepali
 * texts scripts draw from elsewhere (`drawn`), every one of them Nepali.
 */
export function glossaryWarnings(dataDir: string, drawn: readonly DrawnText[] = []): GlossaryWarning[] {
  const terms = readGlossary(dataDir)
  if (!terms.length) return []
  const variants = variantsOf(terms)
  const shownDir = path.basename(dataDir)
  const files = jsonFilesUnder(dataDir).filter((relative) => relative !== GLOSSARY_FILE && !relative.startsWith(`${SCHEMA_DIR}/`))
  const inData = files.flatMap((relative) => {
    const nepaliFile = relative.startsWith(`${OVERLAY_DIR}/`)
    const candidates = nepaliFile ? variants : variants.filter((variant) => variant.devanagari)
    if (!candidates.length) return []
    const content = readJson(path.join(dataDir, relative))
    return textsOf(content).flatMap(({ path: at, text }) =>
      candidates
        .filter(({ pattern }) => pattern.test(text))
        .map(({ term, variant }) => ({ file: `${shownDir}/${relative}`, path: at, found: variant, use: term.nepali, term: term.english })),
    )
  })
  return [...inData, ...drawnTextWarnings(terms, drawn)]
}

/** The warnings in words for the build's log, one line per text; "" when there are none. */
export function formatGlossaryWarnings(warnings: readonly GlossaryWarning[]): string {
  if (!warnings.length) return ""
  const count = warnings.length === 1 ? "1 Nepali text uses" : `${warnings.length} Nepali texts use`
  return [
    `Nepali glossary: ${count} a word that ${GLOSSARY_FILE} says not to use; the site is built anyway (see CONTENT.md, "Nepali glossary"):`,
    ...warnings.map((warning) => `  ${warning.file}, ${warning.path}: "${warning.found}" → use "${warning.use}" (${warning.term})`),
  ].join("\n")
}
