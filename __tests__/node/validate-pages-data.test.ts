import { problemsAfter } from "../support/data-dir"

describe("checking curricula.json, college.json and faculties.json", () => {
  it("requires sections on a curriculum category, but not on the college home", () => {
    const problems = problemsAfter((files) => {
      delete files["curricula.json"]!.categories[1].sections
      delete files["curricula.json"]!.categories[3].sections
    })
    expect(problems).toEqual([
      expect.objectContaining({
        file: "data/curricula.json",
        entry: 'categories › entry 2 ("Primary Years Curriculum: Grades 1 to 5")',
        field: "sections",
      }),
    ])
  })

  it("refuses a content block that is two things at once", () => {
    const problems = problemsAfter((files) => {
      files["curricula.json"]!.categories[0].sections[0].blocks[0].list = ["one"]
    })
    expect(problems).toEqual([
      {
        file: "data/curricula.json",
        entry: 'categories › entry 1 ("Pre School: Nursery, Prep 1 and Prep 2") › sections › entry 1 ("Three years, three classes") › blocks',
        field: "item 1",
        expected: "at most 1 of the fields paragraph, subheading, list, entries",
        found: "the fields paragraph, list",
      },
    ])
  })

  it("refuses a slug with a slash or a space, and an unknown kind", () => {
    const problems = problemsAfter((files) => {
      files["curricula.json"]!.categories[2].slug = "middle school"
      files["curricula.json"]!.categories[1].kind = "blog"
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
