// The shipped default content: checks that data/ still holds the original site's content (its faculties
// and subjects, menus, counts, numbers and wording), word for word where it matters. Every other test
// reads its expected values from data/ or from fixtures, so it keeps passing when the content changes;
// only this file (and e2e/tests/default-content.test.ts) fails then. A school that replaces the content
// with its own may delete both files.
import { render, screen, within } from "@testing-library/react"
import React from "react"
import about from "../data/about.json"
import admissionForm from "../data/admission-form.json"
import college from "../data/college.json"
import curricula from "../data/curricula.json"
import faculties from "../data/faculties.json"
import home from "../data/home.json"
import messages from "../data/messages.json"
import site from "../data/site.json"
import { CategoryNav } from "../src/sections/curriculum/category-nav"
import { CurriculumSections } from "../src/sections/curriculum/curriculum-sections"
import { HomeLife } from "../src/sections/home/life"
import { siteRoutes } from "../src/node/routes"
import { homeFixture, mockPageQueries } from "./support/page-fixtures"
import { mockSiteQuery } from "./support/site-fixture"

const COMMON = ["English", "Nepali", "Social Studies and Life Skill Educations"]

const ORIGINAL_SUBJECTS: Record<string, { subjects: string[]; optional: string[] }> = {
  science: {
    subjects: [...COMMON, "Physics", "Chemistry", "Biology (Botany + Zoology)", "Mathematics", "Computer Science"],
    optional: [],
  },
  management: {
    subjects: [...COMMON, "Accounting", "Economics"],
    optional: ["Business Studies", "Computer Science", "Hotel Management"],
  },
  law: {
    subjects: [
      ...COMMON,
      "Constitutional Law (XI)",
      "Procedural Law (XI)",
      "Jurisprudence and Legal Theories (XI)",
      "Civil and Criminal Law (XII)",
      "Nepalese Legal System (XII)",
      "Legal Drafting (XII)",
    ],
    optional: [],
  },
  humanities: {
    subjects: [...COMMON, "Major English", "Mass Communication", "Sociology", "Population Studies"],
    optional: [],
  },
}

const bySlug = (slug: string) => faculties.faculties.find((faculty) => faculty.slug === slug)!

describe("the original faculties", () => {
  it("has the four faculties at /senior/courses/<name>, in the original order", () => {
    expect(faculties.basePath).toBe("/senior/courses")
    expect(faculties.faculties.map((faculty) => faculty.slug)).toEqual(["science", "management", "law", "humanities"])
  })

  it.each(Object.entries(ORIGINAL_SUBJECTS))("gives %s exactly the original subjects and optional subjects", (slug, original) => {
    expect(bySlug(slug).subjects).toEqual(original.subjects)
    expect(bySlug(slug).optionalSubjects).toEqual(original.optional)
  })

  it("states both readings of the Science eligibility, the entrance exam and the free pre-medical classes", () => {
    const text = bySlug("science").eligibility.join(" ")
    expect(text).toMatch(/2\.85 .*B\+ in Science, Compulsory Mathematics, Optional Mathematics and English/)
    expect(text).toMatch(/3\.0 .*Optional Mathematics.*C\+ in all subjects/)
    expect(text).toMatch(/entrance exam/)
    expect(text).toMatch(/[Ff]ree pre-medical classes/)
  })

  it("gives a scholarship text to Science and Management only; Law and Humanities show their description", () => {
    expect(faculties.faculties.filter((faculty) => !("scholarship" in faculty)).map((faculty) => faculty.slug)).toEqual(["law", "humanities"])
  })

  it.each(["management", "law", "humanities"])("states the 2.0 GPA, C grade and entrance exam rule for %s", (slug) => {
    expect(bySlug(slug).eligibility.join(" ")).toMatch(/2\.0 GPA in the SEE or an equivalent board, with a C grade in all subjects.*entrance exam/)
  })
})

describe("the original college home and categories", () => {
  it("has the four core values and the seven reasons, in the original words", () => {
    expect(college.values.items.map((value) => value.title)).toEqual([
      "Discipline",
      "Responsibility",
      "Natural Instinct & Individuality",
      "Soft skills",
    ])
    expect(college.values.title).toBe("Our Core Values")
    expect(college.reasons.title).toBe("Why choose +2 programs?")
    expect(college.reasons.items.map((reason) => reason.title)).toEqual([
      "Academic Excellence",
      "State-of-the-Art Facilities",
      "Holistic Development",
      "Supportive Community",
      "IT based curriculum",
      "Scholarships and Financial Aid",
      "Industry-Relevant Programs",
    ])
    expect(college.gallery.images).toHaveLength(8)
    expect(college.life.social.link.to).toBe("{links.social}")
  })

  it("has the original left menu, default category and side banner", () => {
    const menu = curricula.categories.filter((category) => category.navLabel !== undefined)
    expect(menu.map((category) => [category.slug, category.navLabel])).toEqual([
      ["Preschool", "Pre School"],
      ["primary", "Primary Years Curriculum"],
      ["middle", "Middle Years Curriculum"],
    ])
    expect(curricula.defaultCategory).toBe("primary")
    expect(curricula.aside.sideBanner.title).toBe("Pure Computer Science College +2")
    expect([curricula.aside.promo.link.to, curricula.aside.sideBanner.link.to]).toEqual(["/form", "/form"])
  })
})

describe("the original site-wide content", () => {
  it("has the original addresses: categories, their aliases and the faculty pages", () => {
    const routes = siteRoutes()
    for (const route of [
      "/Preschool/",
      "/primary/",
      "/middle/",
      "/senior/",
      "/crest-college/",
      "/senior/courses/science/",
      "/senior/courses/management/",
      "/senior/courses/law/",
      "/senior/courses/humanities/",
    ]) {
      expect(routes).toContain(route)
    }
  })

  it("has the original menu, footer and error screen", () => {
    expect(site.navigation.menuLabel).toBe("Menu")
    expect(site.footer.quickLinks).toHaveLength(18)
    expect(site.footer.admissions.to).toBe("/form")
    expect(site.footer.copyright).toBe("© {copyrightYear} {name}. All rights reserved.")
    expect(site.email).toBe("info@crest-academy.example")
    expect(messages.errorScreen.title).toBe("Unexpected Application Error!")
    expect(messages.links.newTab).toBe("opens in a new tab")
  })

  it("offers the original levels, from Nursery (ages 2 to 5) to Grade 10", () => {
    const levels = admissionForm.questions.level.options
    expect(levels.map((level) => level.value)).toEqual([
      "nursery",
      "prep-1",
      "prep-2",
      ...Array.from({ length: 10 }, (_, index) => `grade-${index + 1}`),
    ])
    expect(levels[0]).toMatchObject({ value: "nursery", minAge: 2, maxAge: 5 })
    expect(admissionForm.questions.relation.options[0]!.value).toBe("mother")
  })
})

describe("the original About page", () => {
  it("says 'We are {name}' and jumps to #vision and #teams", () => {
    expect(about.heading).toBe("We are {name}")
    expect(about.anchors.map((anchor) => anchor.to)).toEqual(["#vision", "#teams"])
  })

  it("lists three points under the vision and the mission", () => {
    expect(about.vision.points).toHaveLength(3)
    expect(about.mission.points).toHaveLength(3)
  })

  it("shows the nine members of the original team, in order", () => {
    expect(about.team.members.map((member) => member.position)).toEqual([
      "Chairman",
      "Vice Chairman",
      "Principal/CEO",
      "Admin Director/Secretary",
      "Chief Technical Officer",
      "IQAC Co-ordinator",
      "Board of Director",
      "Research Head",
      "Co-curricular Head",
    ])
  })
})

describe("the original Home page", () => {
  it("names the school in its heading and leads to the form and the visit form", () => {
    expect(home.heading).toBe("{name}")
    expect(home.hero.actions.map((action) => action.to)).toEqual(["/form", "{links.visitForm}"])
  })

  it("has the four statistics, two of them without a caption, under '{brand} Culture'", () => {
    expect(home.culture.title).toBe("{brand} Culture")
    expect(home.culture.stats.map((stat) => stat.number)).toEqual(["50+", "36.5", "37%", "55+"])
    expect(home.culture.stats.filter((stat) => !("caption" in stat) || !stat.caption)).toHaveLength(2)
  })

  it("shows 'overcast clouds', the news-alerts line and Wednesday 4 January 2023 in 'Life at {name}'", () => {
    expect(home.life.weather.conditions).toBe("overcast clouds")
    expect(home.life.arts.alerts.toLowerCase()).toContain("sign up for news alerts")
    mockSiteQuery()
    render(<HomeLife life={homeFixture().life} />)
    const tile = screen.getByRole("heading", { name: home.life.calendar.title }).closest("li")!
    expect(tile.querySelector("time")).toHaveTextContent("Wednesday 4 January 2023")
  })

  it("has three 'Why' cards and sends the college card of 'Join' to the college site", () => {
    expect(home.why.cards).toHaveLength(3)
    const external = home.join.levels.filter((level) => !level.to.startsWith("/"))
    expect(external.map((level) => level.to)).toEqual(["{links.collegeSite}"])
  })
})

describe("the original curriculum pages", () => {
  beforeEach(() => mockPageQueries())

  it("links Pre School, Primary and Middle in the left menu", () => {
    render(<CategoryNav currentSlug="primary" />)
    const nav = screen.getByRole("navigation", { name: curricula.navigationLabel })
    expect(within(nav).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Pre School", "/Preschool/"],
      ["Primary Years Curriculum", "/primary/"],
      ["Middle Years Curriculum", "/middle/"],
    ])
  })

  it("lists 'Science and Technology' as an entry of the Primary Years' 'Subjects in Grades 4 and 5'", () => {
    const NONE = { paragraph: null, subheading: null, list: null, entries: null }
    const primary = curricula.categories.find((category) => category.slug === "primary")!
    const sections = (primary.sections ?? []).map((section) => ({
      heading: section.heading,
      blocks: section.blocks.map((block) => ({ ...NONE, ...block })),
    }))
    render(<CurriculumSections category={{ slug: primary.slug, sections }} />)
    const subjects = screen.getByRole("region", { name: "Subjects in Grades 4 and 5" })
    expect(within(subjects).getByText("Science and Technology").tagName).toBe("DT")
  })
})
