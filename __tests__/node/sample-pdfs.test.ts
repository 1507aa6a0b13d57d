// The sample attachments are real PDFs: a reader opens them, so their structure must hold.
import fs from "node:fs"
import path from "node:path"

const FILES_DIR = path.resolve(__dirname, "../../data/files")
const pdfs = fs.readdirSync(FILES_DIR).filter((name) => name.endsWith(".pdf"))

describe.each(pdfs)("data/files/%s", (name) => {
  const text = fs.readFileSync(path.join(FILES_DIR, name)).toString("latin1")

  it("starts as a PDF and ends with its trailer", () => {
    expect(text.startsWith("%PDF-1.")).toBe(true)
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true)
  })

  it("has a cross-reference table whose every offset points at its object", () => {
    const startxref = Number(/startxref\s+(\d+)/.exec(text)![1])
    expect(text.slice(startxref, startxref + 4)).toBe("xref")
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    expect(entries.length).toBeGreaterThan(0)
    entries.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true))
  })

  it("gives each stream its true length", () => {
    for (const match of text.matchAll(/\/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/g)) {
      expect(Buffer.byteLength(match[2]!, "latin1")).toBe(Number(match[1]))
    }
  })
})
