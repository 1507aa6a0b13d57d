import { peopleSitemap, type SitemapSources } from "../../src/lib/sitemap/people-sitemap"

const sources: SitemapSources = {
  titles: { "/": "Home", "/about/": "About us", "/calendar/": "School calendar", "/privacy/": "Privacy", "/form/": "Admission form" },
  categories: {
    "/Preschool/": { title: "Pre School", kind: "curriculum" },
    "/primary/": { title: "Primary Years", kind: "curriculum" },
    "/senior/": { title: "+2 College", kind: "college" },
  },
  aliases: new Set(["/crest-college/"]),
  faculties: { "/senior/courses/law/": "Law" },
}

describe("the sitemap for people", () => {
  it("lists the pages data lists in the data's order, not the alphabet's", () => {
    const groups = peopleSitemap(["/primary/", "/middle/", "/Preschool/"], {
      ...sources,
      categories: {
        "/Preschool/": { title: "Pre School", kind: "curriculum" },
        "/primary/": { title: "Primary", kind: "curriculum" },
        "/middle/": { title: "Middle", kind: "curriculum" },
      },
    })
    expect(groups[0]![1].map((entry) => entry.path)).toEqual(["/Preschool/", "/primary/", "/middle/"])
  })

  it("groups every page under its kind, titled from data, leaving out aliases and the 404 page", () => {
    const groups = peopleSitemap(
      ["/", "/404/", "/Preschool/", "/about/", "/calendar/", "/calendar/2083/08/", "/crest-college/", "/form/", "/notices/news/", "/primary/", "/privacy/", "/senior/", "/senior/courses/law/", "/xyz/"],
      sources,
    )
    expect(groups).toEqual([
      ["school", [{ path: "/", title: "Home" }]],
      ["curricula", [{ path: "/Preschool/", title: "Pre School" }, { path: "/primary/", title: "Primary Years" }]],
      ["college", [{ path: "/senior/", title: "+2 College" }, { path: "/senior/courses/law/", title: "Law" }]],
      ["notices", [{ path: "/notices/news/", title: "/notices/news/" }]],
      ["calendar", [{ path: "/calendar/", title: "School calendar" }, { path: "/calendar/2083/08/", title: "Mangsir 2083" }]],
      ["forms", [{ path: "/form/", title: "Admission form" }]],
      ["about", [{ path: "/about/", title: "About us" }, { path: "/privacy/", title: "Privacy" }]],
      ["other", [{ path: "/xyz/", title: "/xyz/" }]],
    ])
  })

  it("puts the scholarships, the documents library and each document with the forms, after the library", () => {
    const titles = { ...sources.titles, "/scholarships/": "Scholarships", "/documents/": "Documents", "/documents/prospectus/": "Prospectus" }
    const groups = peopleSitemap(["/documents/prospectus/", "/documents/", "/form/", "/scholarships/"], { ...sources, titles })
    expect(groups).toEqual([
      [
        "forms",
        [
          { path: "/form/", title: "Admission form" },
          { path: "/scholarships/", title: "Scholarships" },
          { path: "/documents/", title: "Documents" },
          { path: "/documents/prospectus/", title: "Prospectus" },
        ],
      ],
    ])
  })
})

describe("the sitemap's photo albums and family pages", () => {
  it("lists the albums under the school, titled from data, and the staff and accessibility pages under about", () => {
    const groups = peopleSitemap(["/gallery/", "/gallery/sports-week/", "/staff/", "/accessibility/"], {
      ...sources,
      titles: { "/gallery/": "Photo albums", "/gallery/sports-week/": "Sports week", "/staff/": "Our staff", "/accessibility/": "Accessibility" },
    })
    expect(groups).toEqual([
      ["school", [{ path: "/gallery/", title: "Photo albums" }, { path: "/gallery/sports-week/", title: "Sports week" }]],
      ["about", [{ path: "/staff/", title: "Our staff" }, { path: "/accessibility/", title: "Accessibility" }]],
    ])
  })
})
