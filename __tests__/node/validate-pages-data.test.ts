import { problemsAfter, readRealData, type Json } from "../support/data-dir"

const categories: Json[] = (readRealData() as Record<string, Json>)["curricula.json"]!.categories
const curriculumIndex = categories.findIndex((category) => category.kind === "curriculum")
const collegeIndex = categories.findIndex((category) => category.kind === "college")

/** How a report names a category of data/curricula.json: by its number and its title. */
function categoryEntry(index: number): string {
  return `categories › entry ${index + 1} ("${categories[index]!.title}")`
}

describe("checking curricula.json, college.json and faculties.json", () => {
  it("requires sections on a curriculum category, but not on the college home", () => {
    const problems = problemsAfter((files) => {
      delete files["curricula.json"]!.categories[curriculumIndex].sections
      delete files["curricula.json"]!.categories[collegeIndex].sections
    })
    expect(problems).toEqual([
      expect.objectContaining({
        file: "data/curricula.json",
        entry: categoryEntry(curriculumIndex),
        field: "sections",
      }),
    ])
  })

  it("refuses a content block that is two things at once", () => {
    const problems = problemsAfter((files) => {
      files["curricula.json"]!.categories[curriculumIndex].sections[0].blocks[0] = { paragraph: "One", list: ["one"] }
    })
    const section = categories[curriculumIndex]!.sections[0]
    expect(problems).toEqual([
      {
        file: "data/curricula.json",
        entry: `${categoryEntry(curriculumIndex)} › sections › entry 1 ("${section.heading}") › blocks`,
        field: "item 1",
        expected: "at most 1 of the fields paragraph, subheading, list, entries",
        found: "the fields paragraph, list",
      },
    ])
  })

  it("refuses a slug with a slash or a space, and an unknown kind", () => {
    const problems = problemsAfter((files) => {
      files["curricula.json"]!.categories[collegeIndex].slug = "middle school"
      files["curricula.json"]!.categories[curriculumIndex].kind = "blog"
    })
    expect(problems.map((problem) => problem.field).sort()).toEqual(["kind", "slug"])
  })

  it("checks the faculty pictures and that the social link names a site.json link", () => {
    const problems = problemsAfter((files) => {
      files["faculties.json"]!.faculties[0].image = "images/faculties/missing.jpg"
      files["college.json"]!.life.social.link.to = "{links.socail}"
    })
    expect(problems.map((problem) => [problem.file, problem.field])).toEqual([
      ["data/college.json", "to"],
      ["data/faculties.json", "image"],
    ])
  })

  it("accepts a faculty without scholarship and with no optional subjects", () => {
    const problems = problemsAfter((files) => {
      delete files["faculties.json"]!.faculties[0].scholarship
      files["faculties.json"]!.faculties[1].optionalSubjects = []
    })
    expect(problems).toEqual([])
  })
})
