/** @jest-environment node */
// The editor page's own serialiser (src/admin/admin.js): a save changes only the edited lines.
import fs from "node:fs"
import path from "node:path"
import { contentModelForEditor } from "../../src/node/cms/admin-site"
import { decapConfig, TRANSLATES_FIELD, type DecapField } from "../../src/node/cms/decap-config"
import type { DataProblem } from "../../src/node/problems/describe"
import { REAL_DATA_DIR } from "../support/data-dir"

// A plain browser script; it exports its helpers when loaded as a module.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const admin = require("../../src/admin/admin.js") as {
  createJsonFormat: (model: unknown) => { fromFile: (text: string) => Json; toFile: (data: Json, sortedKeys?: string[]) => string }
  safeName: (name: string, type: string) => string
  uploadProblem: (file: { name: string; type: string; size: number }, bytes: Uint8Array, model: unknown, imagesOnly: boolean) => string | null
  topFieldOf: (problem: DataProblem) => string
  problemMessage: (problem: DataProblem, file: string) => string
  newEntryPath: (collection: { get: (key: string) => string | undefined }, data: Json) => string
}

type Json = Record<string, unknown>
const model = contentModelForEditor(REAL_DATA_DIR)
const dataFiles = fs.readdirSync(REAL_DATA_DIR).filter((name) => name.endsWith(".json"))
const read = (name: string) => fs.readFileSync(path.join(REAL_DATA_DIR, name), "utf8")
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/** Keys in another order at every level, as Decap hands them over. */
function shuffled(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shuffled)
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).reverse().map(([key, child]) => [key, shuffled(child)]))
  return value
}

function changedLines(before: string, after: string): Array<[string, string]> {
  const a = before.split("\n")
  const b = after.split("\n")
  expect(b).toHaveLength(a.length)
  return a.flatMap((line, index) => (line === b[index] ? [] : [[line, b[index]!] as [string, string]]))
}

/**
 * Fails, saying which line of which file differs and how to fix it, unless `saved` is the file as it
 * is. A file written by another tool may differ in layout only, and the editor's first save would then
 * rewrite lines nobody edited.
 */
function expectWrittenAsTheEditorWrites(name: string, saved: string, text = read(name)): void {
  if (saved === text) return
  const file = `data/${name}`
  const ours = text.split("\n")
  const theirs = saved.split("\n")
  const index = ours.findIndex((line, at) => line !== theirs[at])
  const at = index < 0 ? ours.length : index
  const escape = /\\u([0-9a-fA-F]{4})/.exec(text)
  const reason =
    escape && parseInt(escape[1]!, 16) > 0x7f
      ? `it writes characters as escapes (${escape[0]} for "${String.fromCharCode(parseInt(escape[1]!, 16))}"), as Python's json.dump does by default; the editor writes every character as itself.`
      : !text.endsWith("\n")
        ? "it does not end with a newline; the editor ends every file with one."
        : /^(\t| {4})"/m.test(text) && !/^ {2}"/m.test(text)
          ? "it is indented with tabs or 4 spaces; the editor indents by 2 spaces."
          : "its layout or the order of its fields differs from the editor's (2-space indent, fields in the order of the file's schema).";
  const fix = [
    `Write it again the editor's way, e.g.:`,
    `  node -e 'const fs=require("fs"),f=process.argv[1];fs.writeFileSync(f,JSON.stringify(JSON.parse(fs.readFileSync(f,"utf8")),null,2)+"\\n")' ${file}`,
    `or, from Python: json.dump(data, file, ensure_ascii=False, indent=2) and then file.write("\\n").`,
  ].join("\n")
  throw new Error(
    `${file} is not written the way the web editor writes it: ${reason} The editor's first save would change more than the edited field.\n` +
      `  line ${at + 1} in the file:             ${ours[at] ?? "(end of file)"}\n` +
      `  line ${at + 1} as the editor writes it: ${theirs[at] ?? "(end of file)"}\n` +
      fix,
  )
}

describe("saving JSON from the editor", () => {
  it.each(dataFiles)("writes %s back byte for byte when nothing changed, whatever the key order", (name) => {
    const format = admin.createJsonFormat(model)
    const data = format.fromFile(read(name))
    expectWrittenAsTheEditorWrites(name, format.toFile(shuffled(data) as Json))
  })

  // As Python's json.dump writes by default; the editor keeps many such lines as they are, but not all.
  it("says which file a maintainer's tool wrote another way, what differs and how to fix it", () => {
    const name = "ne/college.json"
    const text = read(name)
    const escaped = text.replace(/[^ -~\n]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`)
    expect(escaped).not.toBe(text)
    expect(() => expectWrittenAsTheEditorWrites(name, text, escaped)).toThrow(
      new RegExp(`^data/${name} .*writes characters as escapes \\(\\\\u[0-9a-f]{4} for "[^"]+"\\)[\\s\\S]*line \\d+ in the file:[\\s\\S]*${name}\\n.*ensure_ascii=False`),
    )
    expect(() => expectWrittenAsTheEditorWrites(name, text, text.trimEnd())).toThrow(/does not end with a newline/)
    // The fix it gives, a plain 2-space layout, is the file as the editor writes it.
    expect(JSON.stringify(JSON.parse(escaped), null, 2) + "\n").toBe(text)
  })

  it("changes only the lines of the edited fields", () => {
    const format = admin.createJsonFormat(model)
    const text = read("faculties.json")
    const data = shuffled(format.fromFile(text)) as { faculties: Array<Record<string, unknown>> }
    data.faculties[1]!.title = "A new title"
    data.faculties[0]!.subjects = [...(data.faculties[0]!.subjects as string[]).slice(0, -1), "Astronomy"]
    const saved = format.toFile(data as unknown as Json)
    const original = JSON.parse(text) as { faculties: Array<{ title: string }> }
    const lines = changedLines(text, saved)
    expect(lines.map(([, line]) => line.trim())).toEqual(expect.arrayContaining([`"title": "A new title",`]))
    expect(lines.some(([line]) => line.includes(JSON.stringify(original.faculties[1]!.title)))).toBe(true)
    expect(lines.length).toBeLessThanOrEqual(2)
    expect(JSON.parse(saved)).toEqual({ ...original, faculties: original.faculties.map((faculty, index) => (index === 1 ? { ...faculty, title: "A new title" } : index === 0 ? data.faculties[0] : faculty)) })
  })

  it("leaves out empty fields the file never had, and keeps what the file had", () => {
    const format = admin.createJsonFormat(model)
    const text = read("faculties.json")
    const data = clone(format.fromFile(text)) as { faculties: Array<Record<string, unknown>> }
    const withoutScholarship = data.faculties.findIndex((faculty) => !("scholarship" in faculty))
    const withEmptyList = data.faculties.findIndex((faculty) => Array.isArray(faculty.optionalSubjects) && faculty.optionalSubjects.length === 0)
    expect(withoutScholarship).toBeGreaterThanOrEqual(0)
    data.faculties[withoutScholarship]!.scholarship = ""
    expect(format.toFile(data as unknown as Json)).toBe(text)
    if (withEmptyList >= 0) expect(format.toFile(data as unknown as Json)).toContain('"optionalSubjects": []')
  })

  it("drops a cleared optional text, and keeps null where the file had null", () => {
    const format = admin.createJsonFormat(model)
    // The file as a school without online sending has it: endpoint null.
    const text = read("admission-form.json").replace(/"endpoint": "[^"]*"/, '"endpoint": null')
    const data = clone(format.fromFile(text))
    expect(data.endpoint).toBeNull()
    data.endpoint = ""
    expect(format.toFile(data)).toBe(text)
  })

  it("writes a new item in schema order with a 2-space indent and a final newline", () => {
    const format = admin.createJsonFormat(model)
    const saved = format.toFile({ maxImageKb: 100, branch: "main", repo: "a/b", backend: "gitlab", $schema: "./schemas/cms.schema.json", appId: "" })
    expect(saved).toBe('{\n  "$schema": "./schemas/cms.schema.json",\n  "backend": "gitlab",\n  "repo": "a/b",\n  "branch": "main",\n  "maxImageKb": 100\n}\n')
  })
})

describe("saving a Nepali file from the editor", () => {
  const config = decapConfig(REAL_DATA_DIR)
  /** The top-level field names of the editor's form for a file, as Decap hands them to toFile. */
  const formKeys = (file: string): string[] => {
    const entry = config.collections.flatMap((collection) => collection.files ?? []).find((candidate) => candidate.file === `data/${file}`)
    const folder = config.collections.find((collection) => collection.folder === `data/${path.posix.dirname(file)}`)
    return ((entry?.fields ?? folder?.fields) as DecapField[]).map((field) => field.name)
  }
  const overlayFiles = fs
    .readdirSync(path.join(REAL_DATA_DIR, "ne"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".json"))
    .map((name) => `ne/${name.split(path.sep).join("/")}`)
    .sort()

  it.each(overlayFiles)("writes %s back byte for byte when nothing changed, whatever the key order", (name) => {
    const format = admin.createJsonFormat(model)
    const data = format.fromFile(read(name))
    expectWrittenAsTheEditorWrites(name, format.toFile(shuffled(data) as Json, formKeys(name)))
  })

  it("writes a new Nepali file in the English schema's order, without the editor's own field or empty texts", () => {
    const format = admin.createJsonFormat(model)
    const name = overlayFiles.find((file) => file.startsWith("ne/notices/"))!
    const english = JSON.parse(read(name.replace(/^ne\//, ""))) as Json
    const texts = Object.fromEntries(formKeys(name).filter((key) => key !== TRANSLATES_FIELD && typeof english[key] === "string").map((key) => [key, `ने ${key}`]))
    const keys = Object.keys(texts)
    expect(keys.length).toBeGreaterThan(1)
    const edited: Json = { ...Object.fromEntries(Object.entries(texts).reverse()), [TRANSLATES_FIELD]: path.basename(name, ".json"), [keys[1]!]: "" }
    const saved = format.toFile(edited, formKeys(name))
    expect(Object.keys(JSON.parse(saved) as Json)).toEqual(keys.filter((key) => key !== keys[1]))
    expect(saved).toBe(JSON.stringify(Object.fromEntries(keys.filter((key) => key !== keys[1]).map((key) => [key, texts[key]])), null, 2) + "\n")
  })

  it("orders a Nepali file of a single data file by that file's schema", () => {
    const format = admin.createJsonFormat(model)
    const keys = formKeys("ne/site.json")
    const values = Object.fromEntries(keys.filter((key) => ["tagline", "description", "established"].includes(key)).map((key) => [key, `ने ${key}`]))
    const saved = JSON.parse(format.toFile(Object.fromEntries(Object.entries(values).reverse()), keys)) as Json
    expect(Object.keys(saved)).toEqual(keys.filter((key) => key in values))
  })
})

describe("uploads", () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0])
  const webp = new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 ")

  it("get a safe file name with the extension of their type", () => {
    expect(admin.safeName("Sports Day  Été (1).JPEG", "image/jpeg")).toBe("sports-day-ete-1.jpg")
    expect(admin.safeName("../../etc/passwd.png", "image/png")).toBe("etc-passwd.png")
    expect(admin.safeName("नेपाली.webp", "image/webp")).toBe("picture.webp")
  })

  it("accept JPEG, PNG and WebP pictures up to the limit", () => {
    expect(admin.uploadProblem({ name: "a.png", type: "image/png", size: 1000 }, png, model, true)).toBeNull()
    expect(admin.uploadProblem({ name: "a.jpg", type: "image/jpeg", size: model.maxImageBytes }, jpeg, model, true)).toBeNull()
    expect(admin.uploadProblem({ name: "a.webp", type: "image/webp", size: 1000 }, webp, model, true)).toBeNull()
  })

  it("refuse other types, disguised files and files over the limit, saying why", () => {
    expect(admin.uploadProblem({ name: "a.gif", type: "image/gif", size: 10 }, new TextEncoder().encode("GIF89a"), model, true)).toMatch(/not a JPEG, PNG or WebP picture/)
    expect(admin.uploadProblem({ name: "a.jpg", type: "image/jpeg", size: 10 }, png, model, true)).toMatch(/contents are not a JPEG, PNG or WebP/)
    expect(admin.uploadProblem({ name: "big.png", type: "image/png", size: model.maxImageBytes + 1 }, png, model, true)).toMatch(/at most 8 MB/)
    expect(admin.uploadProblem({ name: "clip.mp4", type: "video/mp4", size: 10 }, new Uint8Array(8), model, true)).toMatch(/not a JPEG/)
    expect(admin.uploadProblem({ name: "clip.mp4", type: "video/mp4", size: 10 }, new Uint8Array(8), model, false)).toBeNull()
  })

  const pdf = new TextEncoder().encode("%PDF-1.7\n")

  it("take a PDF where a field takes documents, judged by its contents and the limit from data/cms.json", () => {
    expect(admin.uploadProblem({ name: "routine.pdf", type: "application/pdf", size: model.maxDocumentBytes }, pdf, model, false)).toBeNull()
    expect(admin.uploadProblem({ name: "routine.pdf", type: "application/pdf", size: 10 }, png, model, false)).toMatch(/contents are not a PDF/)
    expect(admin.uploadProblem({ name: "big.pdf", type: "application/pdf", size: model.maxDocumentBytes + 1 }, pdf, model, false)).toMatch(new RegExp(`at most ${model.maxDocumentBytes / 1024 / 1024} MB`))
    expect(admin.uploadProblem({ name: "letter.docx", type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", size: 10 }, new Uint8Array(8), model, false)).toMatch(/not a PDF document/)
    expect(admin.uploadProblem({ name: "routine.pdf", type: "application/pdf", size: 10 }, pdf, model, true)).toMatch(/not a JPEG/)
  })
})

describe("the data check's problems in the editor", () => {
  const problem = { file: "data/documents.json", entry: 'documents › entry 1 ("Prospectus")', field: "category", expected: "one of the categories' slugs: a, b", found: '"c" (did you mean "a"?)' }

  it("are shown on the top-level field they are in, in the build's words, as one sentence", () => {
    expect(admin.topFieldOf(problem)).toBe("documents")
    expect(admin.topFieldOf({ ...problem, entry: "top level", field: "expires" })).toBe("expires")
    expect(admin.problemMessage(problem, "data/documents.json")).toBe(`Documents › entry 1 ("Prospectus"), field “category”: expected ${problem.expected}; found ${problem.found}.`)
    expect(admin.problemMessage({ ...problem, entry: "top level", field: "expires", found: "the 1st." }, "data/documents.json")).toBe(`Expected ${problem.expected}; found the 1st.`)
    expect(admin.problemMessage(problem, "data/events/x.json")).toMatch(/^data\/documents\.json, documents › entry 1/)
  })

  it("name a new entry's file as its collection's slug template does", () => {
    const collection = new Map<string, string>([
      ["folder", "data/notices"],
      ["slug", "{{year}}-{{month}}-{{day}}-{{fields.slug}}"],
    ])
    expect(admin.newEntryPath(collection, { date: "2026-12-02", slug: "exam-routine" })).toBe("data/notices/2026-12-02-exam-routine.json")
  })
})
