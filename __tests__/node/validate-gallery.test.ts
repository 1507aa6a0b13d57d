// The data check of data/gallery.json: a picture without alt text (or with an empty one) stops the
// build, naming the file, the album and picture, and the field.
import { validateDataDir } from "../../src/node/validate/validate-data"
import type { DataProblem } from "../../src/node/problems/describe"
import { readRealData, writeDataDir, type DataFiles } from "../support/data-dir"

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

function problemsAfter(edit: (gallery: Json) => void): DataProblem[] {
  const files = readRealData() as DataFiles & Record<string, Json>
  edit(files["gallery.json"]!)
  return validateDataDir(writeDataDir(files))
}

describe("the photo albums check", () => {
  it("accepts the real data/gallery.json", () => {
    expect(problemsAfter(() => undefined)).toEqual([])
  })

  it("stops at a picture without alt text, naming file, album, picture and field", () => {
    let title = ""
    const problems = problemsAfter((gallery) => {
      title = gallery.albums[1].title
      delete gallery.albums[1].pictures[2].alt
    })
    expect(problems.map(({ file, entry, field }) => [file, entry, field])).toEqual([
      ["data/gallery.json", `albums › entry 2 ("${title}") › pictures › entry 3`, "alt"],
    ])
  })

  it("stops at an empty alt text too", () => {
    const problems = problemsAfter((gallery) => {
      gallery.albums[0].pictures[0].alt = ""
    })
    expect(problems.map(({ file, field }) => [file, field])).toEqual([["data/gallery.json", "alt"]])
    expect(problems[0]!.entry).toMatch(/^albums › entry 1 .* › pictures › entry 1$/)
  })

  it("refuses an album whose picture names no file that exists", () => {
    const problems = problemsAfter((gallery) => {
      gallery.albums[0].pictures[1].image = "images/gallery/no-such-picture.jpg"
    })
    expect(problems.map(({ file, field }) => [file, field])).toEqual([["data/gallery.json", "image"]])
  })
})
