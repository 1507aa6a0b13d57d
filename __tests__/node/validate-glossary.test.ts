/** @jest-environment node */
// The glossary check: the words come from data/glossary.json, so the test follows whatever the
// translators decide there.
import fs from "node:fs"
import path from "node:path"
import grading from "../../data/grading.json"
import { gradeForMarks, gradePointAverage, readSheet } from "../../src/lib/results/sheet"
import { publishedExamTexts, sheetNepaliTexts } from "../../src/node/validate/drawn-texts"
import { drawnTextWarnings, formatGlossaryWarnings, glossaryWarnings, readGlossary, type GlossaryTerm } from "../../src/node/validate/glossary"
import { validateDataDir } from "../../src/node/validate/validate-data"
import { REAL_DATA_DIR } from "../support/data-dir"
import { makeTempDir } from "../support/temp-dir"

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const terms = readGlossary(REAL_DATA_DIR)
const DEVANAGARI = /[\u0900-\u097F]/
const LATIN = /^[A-Za-z]+$/
const nepaliVariant = terms.flatMap((term) => term.variants.map((variant) => ({ term, variant }))).find(({ variant }) => DEVANAGARI.test(variant))!
const latinVariant = terms.flatMap((term) => term.variants.map((variant) => ({ term, variant }))).find(({ variant }) => LATIN.test(variant))!

/** A copy of data/ (a few megabytes, pictures included so the whole data check can run on it) to change for one test. */
function dataCopy(): string {
  const dir = path.join(makeTempDir("crest-glossary-"), "data")
  fs.cpSync(REAL_DATA_DIR, dir, { recursive: true })
  return dir
}

function edit(dir: string, relative: string, change: (content: Json) => void): void {
  const file = path.join(dir, relative)
  const content = JSON.parse(fs.readFileSync(file, "utf8")) as Json
  change(content)
  fs.writeFileSync(file, JSON.stringify(content, null, 2))
}

const expected = (file: string, at: string, { term, variant }: { term: GlossaryTerm; variant: string }) => ({
  file,
  path: at,
  found: variant,
  use: term.nepali,
  term: term.english,
})

describe("the glossary (data/glossary.json)", () => {
  it("holds terms with Devanagari and Latin-letter variants to look for", () => {
    expect(terms.length).toBeGreaterThan(0)
    expect(nepaliVariant).toBeDefined()
    expect(latinVariant).toBeDefined()
  })

  it("never rejects what it asks to write: no term contains a variant", () => {
    const variants = terms.flatMap((term) => term.variants)
    for (const term of terms) expect(variants.filter((variant) => term.nepali.includes(variant))).toEqual([])
  })

  it("finds nothing to warn about in the real data/", () => {
    expect(glossaryWarnings(REAL_DATA_DIR)).toEqual([])
    expect(formatGlossaryWarnings([])).toBe("")
  })
})

describe("the glossary check", () => {
  it("finds a variant planted in a Nepali file, naming the file, the field, the variant and the term to use", () => {
    const dir = dataCopy()
    edit(dir, "ne/home.json", (home) => {
      home.hero.eyebrow = `${home.hero.eyebrow} ${nepaliVariant.variant}को`
    })
    edit(dir, "ne/faculties.json", (faculties) => {
      faculties.faculties[1].eligibility[0] = `${latinVariant.variant} ${faculties.faculties[1].eligibility[0]}`
    })
    const warnings = glossaryWarnings(dir)
    expect(warnings).toEqual([
      expected("data/ne/faculties.json", "faculties[1].eligibility[0]", latinVariant),
      expected("data/ne/home.json", "hero.eyebrow", nepaliVariant),
    ])
    const report = formatGlossaryWarnings(warnings)
    expect(report.split("\n")).toHaveLength(3)
    expect(report).toContain(`data/ne/home.json, hero.eyebrow: "${nepaliVariant.variant}" → use "${nepaliVariant.term.nepali}" (${nepaliVariant.term.english})`)
    expect(report).toContain(`data/ne/faculties.json, faculties[1].eligibility[0]: "${latinVariant.variant}"`)
  })

  it("only warns: the data check still passes with a variant in a Nepali text", () => {
    const dir = dataCopy()
    edit(dir, "ne/home.json", (home) => {
      home.hero.eyebrow = nepaliVariant.variant
    })
    expect(glossaryWarnings(dir)).toHaveLength(1)
    expect(validateDataDir(dir)).toEqual([])
  })

  it("finds a variant in a Nepali notice's body and in an event's Nepali text", () => {
    const dir = dataCopy()
    const notice = fs.readdirSync(path.join(dir, "ne/notices")).sort()[0]!
    const event = fs.readdirSync(path.join(dir, "ne/events")).sort()[0]!
    edit(dir, `ne/notices/${notice}`, (content) => {
      content.body = `${content.body ?? ""}\n\n${nepaliVariant.variant}`
    })
    edit(dir, `ne/events/${event}`, (content) => {
      content.title = `${nepaliVariant.variant} ${content.title ?? ""}`
    })
    expect(glossaryWarnings(dir)).toEqual([expected(`data/ne/events/${event}`, "title", nepaliVariant), expected(`data/ne/notices/${notice}`, "body", nepaliVariant)])
  })

  it("finds a Latin-letter variant only as a word of its own", () => {
    const dir = dataCopy()
    edit(dir, "ne/home.json", (home) => {
      home.hero.eyebrow = `${latinVariant.variant}X ${latinVariant.variant.toLowerCase()}x`
    })
    expect(glossaryWarnings(dir)).toEqual([])
  })

  it("looks for the Devanagari variants in the Nepali words of English files, not for the Latin ones", () => {
    const dir = dataCopy()
    edit(dir, "home.json", (home) => {
      home.title = `${home.title} ${latinVariant.variant} (${nepaliVariant.variant})`
    })
    expect(glossaryWarnings(dir)).toEqual([expected("data/home.json", "title", nepaliVariant)])
  })

  it("warns about nothing when the glossary is missing", () => {
    const dir = dataCopy()
    edit(dir, "ne/home.json", (home) => {
      home.hero.eyebrow = nepaliVariant.variant
    })
    fs.rmSync(path.join(dir, "glossary.json"))
    expect(glossaryWarnings(dir)).toEqual([])
  })
})

describe("the glossary check over the Nepali texts scripts draw from outside data/", () => {
  it("warns on a variant in a published exam's Nepali title, and finds none in the committed publication", () => {
    const resultsDir = makeTempDir("crest-glossary-results-")
    const title = { en: "Exam", ne: `परीक्षा ${nepaliVariant.variant}` }
    fs.writeFileSync(path.join(resultsDir, "exams.json"), JSON.stringify({ exams: [{ id: "a", title: { en: "Exam", ne: "परीक्षा" } }, { id: "b", title }] }))
    expect(glossaryWarnings(REAL_DATA_DIR, publishedExamTexts(resultsDir))).toEqual([expected("static/results/exams.json", "exams[1].title.ne", nepaliVariant)])
    expect(glossaryWarnings(REAL_DATA_DIR, publishedExamTexts(path.join(REAL_DATA_DIR, "../static/results")))).toEqual([])
    expect(publishedExamTexts(path.join(resultsDir, "none"))).toEqual([])
  })

  it("warns on a variant in a results sheet's Nepali subject, class or remarks, naming its row and column", () => {
    const subjects = [{ gradePoint: gradeForMarks(80, grading).gradePoint, creditHours: 1 }]
    const sheet = [
      "Symbol number,Date of birth (BS),Name,Class,Class (Nepali),Maths | गणित,GPA,Remarks,Remarks (Nepali)",
      `1001,2067-05-14,Fictional Student,Grade 10,कक्षा १०,80,${gradePointAverage(subjects, grading)},Passed,उत्तीर्ण ${nepaliVariant.variant}`,
    ].join("\n")
    const { students } = readSheet(sheet, grading)
    expect(drawnTextWarnings(terms, sheetNepaliTexts(students, "sheet.csv"))).toEqual([expected("sheet.csv", "row 2, Remarks (Nepali)", nepaliVariant)])
  })
})
