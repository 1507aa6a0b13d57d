import fs from "node:fs"
import path from "node:path"
import { validateDataDir } from "../../src/node/validate/validate-data"
import type { DataProblem } from "../../src/node/problems/describe"
import { readRealData, writeDataDir } from "../support/data-dir"

type Json = Record<string, unknown>

const base: Json = {
  $schema: "../schemas/notice.schema.json",
  title: "Parents' meeting",
  date: "2026-11-16",
  category: "notice",
  slug: "parents-meeting",
  summary: "Class teachers meet the parents of Grades 1 to 5 to talk about the first term.",
  body: "We invite **every** parent.",
}

/** A copy of data/ with the given notice files (and the files they name) in data/notices/. */
function problemsWith(notices: Record<string, Json>, extraFiles: string[] = []): DataProblem[] {
  const dir = writeDataDir(readRealData())
  fs.mkdirSync(path.join(dir, "notices"))
  for (const [name, content] of Object.entries(notices)) {
    fs.writeFileSync(path.join(dir, "notices", name), JSON.stringify(content, null, 2))
  }
  for (const file of extraFiles) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), "%PDF-1.4")
  }
  return validateDataDir(dir).filter((problem) => problem.file.startsWith("data/notices/") || problem.file === "data/notice-board.json")
}

describe("the data check of data/notices/", () => {
  it("accepts a well-formed notice with a picture and an attachment that exist", () => {
    const notice = {
      ...base,
      expires: "2026-11-29",
      picture: { image: "../images/notices/meeting.jpg", alt: "Parents in the hall" },
      attachments: [{ label: "Agenda", file: "../files/agenda.pdf" }],
      pinned: true,
    }
    expect(problemsWith({ "a.json": notice }, ["images/notices/meeting.jpg", "files/agenda.pdf"])).toEqual([])
  })

  it("names a malformed date and a day that does not exist", () => {
    expect(problemsWith({ "a.json": { ...base, date: "16-11-2026", expires: "2026-02-30" } })).toEqual([
      { file: "data/notices/a.json", entry: "top level", field: "date", expected: "a day written YYYY-MM-DD, e.g. 2026-11-23", found: '"16-11-2026"' },
      {
        file: "data/notices/a.json",
        entry: "top level",
        field: "expires",
        expected: "a day written YYYY-MM-DD, e.g. 2026-11-23",
        found: '"2026-02-30", a day that does not exist',
      },
    ])
  })

  it("refuses an expiry before the publish day", () => {
    expect(problemsWith({ "a.json": { ...base, expires: "2026-11-15" } })).toEqual([
      {
        file: "data/notices/a.json",
        entry: "top level",
        field: "expires",
        expected: 'a day on or after the publish day "2026-11-16"',
        found: '"2026-11-15", before the notice is published',
      },
    ])
  })

  it("refuses an unknown category, naming the ones there are", () => {
    const [problem, ...rest] = problemsWith({ "a.json": { ...base, category: "events" } })
    expect(rest).toEqual([])
    expect(problem).toMatchObject({ file: "data/notices/a.json", field: "category", found: 'the text "events"' })
    expect(problem!.expected).toContain('"holiday"')
  })

  it("refuses a picture or an attachment that is not there", () => {
    const notice = {
      ...base,
      picture: { image: "../images/notices/missing.jpg", alt: "Nothing" },
      attachments: [{ label: "Routine", file: "../files/missing.pdf" }],
    }
    expect(problemsWith({ "a.json": notice })).toEqual([
      {
        file: "data/notices/a.json",
        entry: "picture",
        field: "image",
        expected: "a .jpg, .png, .webp, .avif or .svg image file that exists (path relative to the data file)",
        found: '"../images/notices/missing.jpg", which points at no file',
      },
      {
        file: "data/notices/a.json",
        entry: 'attachments › entry 1 ("Routine")',
        field: "file",
        expected: "a .pdf document file that exists (path relative to the data file)",
        found: '"../files/missing.pdf", which points at no file',
      },
    ])
  })

  it("refuses two notices at the same address, naming the file that has it first", () => {
    expect(problemsWith({ "a.json": base, "b.json": { ...base, title: "Another" } })).toEqual([
      {
        file: "data/notices/b.json",
        entry: "top level",
        field: "slug",
        expected: "a slug no other notice of the same category has",
        found: '"parents-meeting": /notices/notice/parents-meeting/ is already the address of data/notices/a.json',
      },
    ])
    expect(problemsWith({ "a.json": base, "b.json": { ...base, category: "news" } })).toEqual([])
  })

  it("refuses a slug that is not lower-case words joined by single hyphens", () => {
    for (const slug of ["Parents-Meeting", "parents meeting", "parents--meeting", "-parents"]) {
      expect(problemsWith({ "a.json": { ...base, slug } })).toEqual([
        expect.objectContaining({ file: "data/notices/a.json", field: "slug", found: `the text "${slug}"` }),
      ])
    }
  })

  it("asks for a summary long enough to describe the notice in search results", () => {
    expect(problemsWith({ "a.json": { ...base, summary: "Meeting." } })).toEqual([
      { file: "data/notices/a.json", entry: "top level", field: "summary", expected: "a text of at least 50 characters", found: 'the text "Meeting."' },
    ])
  })

  it("reports a file that is not valid JSON", () => {
    const dir = writeDataDir(readRealData())
    fs.mkdirSync(path.join(dir, "notices"))
    fs.writeFileSync(path.join(dir, "notices", "broken.json"), "{ nope")
    expect(validateDataDir(dir).filter((problem) => problem.file === "data/notices/broken.json")).toEqual([
      expect.objectContaining({ entry: "(whole file)", expected: "valid JSON" }),
    ])
  })

  it("asks notice-board.json for the words of every category", () => {
    const files = readRealData() as Record<string, Json>
    const board = files["notice-board.json"] as { categories: { slug: string }[] }
    board.categories = board.categories.filter((category) => category.slug !== "bulletin")
    const dir = writeDataDir(files)
    expect(validateDataDir(dir)).toEqual([
      {
        file: "data/notice-board.json",
        entry: "categories",
        field: "slug",
        expected: 'an entry for every category of notice.schema.json, "bulletin" included',
        found: 'no entry for "bulletin"',
      },
    ])
  })
})
