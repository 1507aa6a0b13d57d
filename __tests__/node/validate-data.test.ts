import fs from "node:fs"
import path from "node:path"
import { formatProblems, validateDataDir } from "../../src/node/validate/validate-data"
import { siteRoutes } from "../../src/node/routes"
import { problemsAfter as problemsAfterEdit, readRealData, REAL_DATA_DIR, writeDataDir, type DataFiles, type Json } from "../support/data-dir"

const routes = new Set(siteRoutes())
const realData = readRealData() as DataFiles & Record<string, Json>
const drawerLinks: Json[] = realData["site.json"]!.navigation.drawerLinks
const lastDrawerLink = drawerLinks.length - 1

/** How a report names a menu link of data/site.json: by its number and its label. */
function drawerEntry(index: number): string {
  return `navigation › drawerLinks › entry ${index + 1} ("${drawerLinks[index]!.label}")`
}

// Here internal links are checked too, against the pages the site builds.
const problemsAfter = (edit: Parameters<typeof problemsAfterEdit>[0]) => problemsAfterEdit(edit, { routes })

describe("validateDataDir", () => {
  it("accepts the real data/ folder, with every internal link naming a page the site builds", () => {
    expect(validateDataDir(REAL_DATA_DIR, { routes })).toEqual([])
  })

  it("refuses an internal link to a page that does not exist, but accepts a trailing slash and a fragment", () => {
    const problems = problemsAfter((files) => {
      files["site.json"]!.navigation.drawerLinks[0].to = "/primery"
      files["site.json"]!.navigation.about.to = "/about/#teams"
    })
    expect(problems).toEqual([
      {
        file: "data/site.json",
        entry: drawerEntry(0),
        field: "to",
        expected: "a page this site has, for example /about or /primary",
        found: '"/primery", a page that does not exist',
      },
    ])
  })

  it("refuses two faculties with the same slug", () => {
    const problems = problemsAfter((files) => {
      const list = files["faculties.json"]!.faculties
      list[list.length - 1].slug = list[0].slug
    })
    expect(problems).toEqual([
      expect.objectContaining({
        file: "data/faculties.json",
        entry: "top level",
        field: "faculties",
        expected: 'every entry to have a different "slug"',
        found: `"${realData["faculties.json"]!.faculties[0].slug}" twice`,
      }),
    ])
  })

  it("names file, entry and field of a missing required field", () => {
    const problems = problemsAfter((files) => {
      delete files["site.json"]!.footer.admissions.label
    })
    expect(problems).toEqual([
      {
        file: "data/site.json",
        entry: "footer › admissions",
        field: "label",
        expected: "this field, which is required",
        found: "nothing (the field is missing)",
      },
    ])
  })

  it("names a list entry by its number and label when its field has the wrong type", () => {
    const problems = problemsAfter((files) => {
      files["site.json"]!.navigation.drawerLinks[lastDrawerLink].to = 42
    })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({
      file: "data/site.json",
      entry: drawerEntry(lastDrawerLink),
      field: "to",
      expected: "a text in quotes",
      found: "number 42",
    })
  })

  it("reports an image path that points at no file", () => {
    const problems = problemsAfter((files) => {
      files["site.json"]!.popup.image = "images/popup/missing.jpg"
    })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ entry: "popup", field: "image" })
    expect(problems[0]!.found).toContain('"images/popup/missing.jpg", which points at no file')
  })

  it("reports a video path that points at no file", () => {
    const problems = problemsAfter((files) => {
      files["home.json"]!.videoBand.video.webm = "videos/campus-new.webm"
    })
    expect(problems).toEqual([
      expect.objectContaining({
        file: "data/home.json",
        entry: "videoBand › video",
        field: "webm",
        expected: "an .mp4 or .webm video file that exists (path relative to the data file)",
        found: '"videos/campus-new.webm", which points at no file',
      }),
    ])
  })

  it("suggests the right name for a misspelt field", () => {
    const problems = problemsAfter((files) => {
      files["home.json"]!.descripton = files["home.json"]!.description
      delete files["home.json"]!.description
    })
    expect(problems.map((problem) => problem.field).sort()).toEqual(["description", "descripton"])
    const typo = problems.find((problem) => problem.field === "descripton")!
    expect(typo.found).toContain('a typo for "description"?')
  })

  it("refuses an unknown {placeholder} in a text, naming file, entry and field and the likely typo", () => {
    const card = (readRealData()["home.json"] as Json).why.cards[0]
    const problems = problemsAfter((files) => {
      files["home.json"]!.why.cards[0].text = "Teachers at {nmae} know every child."
    })
    expect(problems).toEqual([
      {
        file: "data/home.json",
        entry: `why › cards › entry 1 ("${card.title}")`,
        field: "text",
        expected: expect.stringMatching(/^"\{name\}" \(placeholders here: .*\{brand\}.*\{links\.visitForm\}/),
        found: 'an unknown placeholder "{nmae}": a typo for "{name}"?',
      },
    ])
    expect(formatProblems(problems)).toContain(`1. data/home.json, why › cards › entry 1 ("${card.title}"), field "text":`)
  })

  it("accepts a value the code gives one file's texts only in that file, and none in messages.json", () => {
    const problems = problemsAfter((files) => {
      files["college.json"]!.gallery.labels.counter = "{current} / {total}"
      files["home.json"]!.heading = "{current} of {total}"
      files["messages.json"]!.notifications.closeLabel = "Close {name}"
    })
    expect(problems.map(({ file, field, found }) => [file, field, found])).toEqual([
      ["data/home.json", "heading", 'an unknown placeholder "{current}"'],
      ["data/home.json", "heading", 'an unknown placeholder "{total}"'],
      ["data/messages.json", "closeLabel", 'an unknown placeholder "{name}"'],
    ])
    expect(problems[2]!.expected).toBe("no {placeholders}: these texts are shown exactly as written")
  })

  it("reports a missing site.json text once, not again at every text that names it", () => {
    const problems = problemsAfter((files) => {
      delete files["site.json"]!.tagline
    })
    expect(problems).toEqual([expect.objectContaining({ file: "data/site.json", field: "tagline", expected: "this field, which is required" })])
  })

  it("refuses an external link that is not https and an unknown {links.name}", () => {
    const problems = problemsAfter((files) => {
      files["site.json"]!.links.visitForm = "http://forms.example/visit"
      files["site.json"]!.footer.visit.to = "{links.visitFrom}"
    })
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatchObject({ entry: "links", field: "visitForm", found: '"http://forms.example/visit"' })
    expect(problems[1]).toMatchObject({ entry: "footer › visit", field: "to", found: '"{links.visitFrom}"' })
  })

  it("reports an empty list where one is required", () => {
    const problems = problemsAfter((files) => {
      files["site.json"]!.phones = []
    })
    expect(problems).toEqual([expect.objectContaining({ field: "phones", found: "an empty list" })])
  })

  it("reports broken JSON and a data file with no schema", () => {
    const dir = writeDataDir(readRealData())
    fs.writeFileSync(path.join(dir, "home.json"), '{ "title": "Home", }')
    fs.writeFileSync(path.join(dir, "notes.json"), "{}")
    const problems = validateDataDir(dir)
    expect(problems.map((problem) => [problem.file, problem.expected])).toEqual([
      ["data/home.json", "valid JSON"],
      ["data/notes.json", "a JSON Schema at data/schemas/notes.schema.json"],
    ])
  })

  it("gathers many mistakes into one report a maintainer can act on", () => {
    const problems = problemsAfter((files) => {
      delete files["site.json"]!.email
      files["site.json"]!.copyrightYear = "2023"
    })
    const report = formatProblems(problems)
    expect(report).toMatch(/^The content in data\/ has 2 problems\. Fix them and build again\./)
    expect(report).toContain('1. data/site.json, top level, field "email":')
    expect(report).toContain('2. data/site.json, top level, field "copyrightYear":\n     expected a whole number\n     found    the text "2023"')
  })
})
