/** @jest-environment node */
// What src/admin/admin.js adds so that a save in the web editor stays minimal: a Markdown text that
// Decap wrote anew keeps the file's own writing outside the edit; the entry a save wrote becomes the one
// the form is compared with; every field message ends with one full stop. e2e/tests/cms-saves.test.ts
// tries the same in Decap.
import fs from "node:fs"
import path from "node:path"
import { fromJS, type Map as ImmutableMap } from "immutable"
import { contentModelForEditor } from "../../src/node/cms/admin-site"
import { decapConfig, type DecapField } from "../../src/node/cms/decap-config"
import { REAL_DATA_DIR } from "../support/data-dir"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const admin = require("../../src/admin/admin.js") as {
  keepMarkdownWriting: (original: string, edited: string) => string
  houseStyleMarkdown: (this: { Compiler?: { prototype: { options: Record<string, unknown> } } }) => void
  oneFullStop: (message: string) => string
  wholeNumberMessage: (label: string, value: number) => string
  dispatchForEditor: (getState: () => unknown, dispatch: (action: Action) => unknown, action: Action) => unknown
  createJsonFormat: (model: unknown) => { fromFile: (text: string) => Record<string, unknown>; toFile: (data: Record<string, unknown>) => string }
}

interface Action {
  type: string
  payload?: Record<string, unknown>
}

const NOTICES = path.join(REAL_DATA_DIR, "notices")
const notices = fs
  .readdirSync(NOTICES)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((name) => ({ name, text: fs.readFileSync(path.join(NOTICES, name), "utf8") }))
const bodyOf = (text: string) => (JSON.parse(text) as { body: string }).body
/** A notice whose body has a bullet list and a table. */
const notice = notices.find(({ text }) => /^- /m.test(bodyOf(text)) && /^\|/m.test(bodyOf(text)))!
const body = bodyOf(notice.text)

/**
 * The body as Decap 3's rich-text editor writes it back (decap-cms-widget-markdown's remarkToMarkdown):
 * `*` bullets, and each table's cells padded to the widest of their column, dashes included.
 */
function asDecapWritesIt(markdown: string): string {
  const padded = markdown.replace(/(?:^\|.*\|$\n?)+/gm, (table) => {
    const rows = table.trimEnd().split("\n").map((row) => row.slice(1, -1).split("|").map((cell) => cell.trim()))
    const widths = rows[0]!.map((_, column) => Math.max(3, ...rows.map((row) => row[column]!.length)))
    const lines = rows.map((row) => `| ${row.map((cell, column) => (/^-+$/.test(cell) ? "-".repeat(widths[column]!) : cell.padEnd(widths[column]!))).join(" | ")} |`)
    return lines.join("\n") + (table.endsWith("\n") ? "\n" : "")
  })
  return padded.replace(/^- /gm, "* ")
}

/** A word of the text's paragraphs that occurs once in it. */
function wordOnce(text: string, which: number): string {
  const words = text
    .split("\n")
    .filter((line) => /^[A-Za-z]/.test(line))
    .flatMap((line) => line.match(/[A-Za-z]{5,}/g) ?? [])
    .filter((word) => text.split(word).length === 2)
  return words[which]!
}

describe("a Markdown text saved from the web editor", () => {
  it("is written by Decap with the files' own bullets and unpadded tables", () => {
    const compiler = { prototype: { options: { bullet: "*", paddedTable: true, fences: true } as Record<string, unknown> } }
    admin.houseStyleMarkdown.call({ Compiler: compiler })
    expect(compiler.prototype.options).toEqual({ bullet: "-", paddedTable: false, fences: true })
    // Decap hands the plugin to its Markdown reader as well, which has no writer.
    expect(() => admin.houseStyleMarkdown.call({})).not.toThrow()
  })

  it("keeps the file's writing where Decap wrote the same Markdown its own way", () => {
    expect(asDecapWritesIt(body)).not.toBe(body)
    expect(admin.keepMarkdownWriting(body, asDecapWritesIt(body))).toBe(body)
  })

  it("changes one word, in rich-text mode (written anew) and in Markdown mode (typed)", () => {
    for (const which of [0, 1, -1]) {
      const word = wordOnce(body, which < 0 ? 0 : which)
      const edited = body.replace(word, word.toUpperCase())
      expect(admin.keepMarkdownWriting(body, asDecapWritesIt(edited))).toBe(edited)
      expect(admin.keepMarkdownWriting(body, edited)).toBe(edited)
    }
  })

  it("keeps what the person changed in a table cell, a bullet or the lines", () => {
    const cell = body.match(/^\| ([^|]+?) \|/m)![1]!
    const inCell = body.replace(`| ${cell} |`, `| ${cell} (moved) |`)
    expect(admin.keepMarkdownWriting(body, asDecapWritesIt(inCell))).toBe(inCell)
    const bullet = body.match(/^- .*$/m)![0]
    const withoutBullet = body.replace(`${bullet}\n`, "")
    expect(admin.keepMarkdownWriting(body, asDecapWritesIt(withoutBullet))).toBe(withoutBullet)
    const added = body.replace(bullet, `${bullet}\n- one more line`)
    expect(admin.keepMarkdownWriting(body, asDecapWritesIt(added))).toBe(added)
    const joined = body.replace("\n\n", " ")
    expect(admin.keepMarkdownWriting(body, joined)).toBe(joined)
  })

  it("changes one line of the notice's file when a word of its body changes in rich-text mode", () => {
    const model = contentModelForEditor(REAL_DATA_DIR)
    const format = admin.createJsonFormat(model)
    const data = format.fromFile(notice.text)
    const word = wordOnce(body, 0)
    const saved = format.toFile({ ...data, body: asDecapWritesIt(body.replace(word, word.toUpperCase())) })
    expect(saved).toBe(notice.text.replace(JSON.stringify(body), JSON.stringify(body.replace(word, word.toUpperCase()))))
  })
})

describe("a field's message in the web editor", () => {
  it("ends with one full stop, whatever Decap adds", () => {
    expect(admin.oneFullStop("Slug didn't match the pattern: Use lower-case letters, e.g. early-years..")).toBe("Slug didn't match the pattern: Use lower-case letters, e.g. early-years.")
    expect(admin.oneFullStop("Title is required.")).toBe("Title is required.")
    expect(admin.oneFullStop("Amount - must be whole")).toBe("Amount - must be whole.")
    expect(admin.oneFullStop("Is this right?")).toBe("Is this right?")
  })

  it("ends with one full stop for every pattern of the editor's configuration, as Decap words it", () => {
    const patterns: Array<[string, string]> = []
    const walk = (fields: DecapField[]) => {
      for (const field of fields) {
        if (field.pattern) patterns.push([field.label, (field.pattern as [string, string])[1]])
        if (field.fields) walk(field.fields as DecapField[])
        if (field.field) walk([field.field as DecapField])
      }
    }
    for (const collection of decapConfig(REAL_DATA_DIR).collections) {
      walk((collection.fields as DecapField[] | undefined) ?? [])
      for (const file of collection.files ?? []) walk(file.fields)
    }
    expect(patterns.length).toBeGreaterThan(10)
    for (const [label, message] of patterns) {
      // Decap's English text for a pattern: "%{fieldLabel} didn't match the pattern: %{pattern}."
      const shown = admin.oneFullStop(`${label} didn't match the pattern: ${message}.`)
      expect(shown).toMatch(/[^.]\.$/)
    }
    expect(admin.wholeNumberMessage("Amount", 1500.5)).toMatch(/[^.]\.$/)
    expect(admin.wholeNumberMessage("Amount", 1500.5)).toContain("1500.5")
  })

  it("reaches Decap's store with one full stop", () => {
    const dispatched: Action[] = []
    admin.dispatchForEditor(() => ({}), (action) => dispatched.push(action), {
      type: "DRAFT_VALIDATION_ERRORS",
      payload: { uniquefieldId: "slug", errors: [{ type: "PATTERN", message: "Slug didn't match the pattern: Use dashes.." }] },
    })
    expect(dispatched).toEqual([{ type: "DRAFT_VALIDATION_ERRORS", payload: { uniquefieldId: "slug", errors: [{ type: "PATTERN", message: "Slug didn't match the pattern: Use dashes." }] } }])
  })
})

describe("after a save in the web editor", () => {
  const loaded = { slug: "faculties", collection: "faculties", path: "data/faculties.json", raw: "{}", data: { title: "Before" }, meta: {} }
  const stateWith = (draftTitle: string) => ({
    entries: fromJS({ entities: { "faculties.faculties": loaded } }),
    entryDraft: fromJS({ entry: { ...loaded, data: { title: draftTitle }, newRecord: false } }),
  })

  it("compares the form with the entry as saved, so that undoing the edit is a change to publish", () => {
    const state = stateWith("After")
    const dispatched: Action[] = []
    admin.dispatchForEditor(() => state, (action) => dispatched.push(action), { type: "ENTRY_PERSIST_SUCCESS", payload: { collectionName: "faculties", entrySlug: "faculties", slug: "faculties" } })
    expect(dispatched.map((action) => action.type)).toEqual(["ENTRY_PERSIST_SUCCESS", "ENTRY_SUCCESS"])
    const entry = dispatched[1]!.payload!.entry as typeof loaded
    // Decap's reducer files the entry under its plain `slug`.
    expect(entry).toEqual({ ...loaded, data: { title: "After" } })
    expect((state.entries as ImmutableMap<string, unknown>).getIn(["entities", "faculties.faculties", "data", "title"])).toBe("Before")
  })

  it("leaves a new entry to Decap, which loads it under its new name", () => {
    const dispatched: Action[] = []
    admin.dispatchForEditor(() => stateWith("After"), (action) => dispatched.push(action), { type: "ENTRY_PERSIST_SUCCESS", payload: { collectionName: "notice", slug: "2027-01-15-new" } })
    expect(dispatched.map((action) => action.type)).toEqual(["ENTRY_PERSIST_SUCCESS"])
  })
})
