// The texts the site was commissioned with, word for word (faculty addresses and subjects, eligibility
// rules, core values, the reasons to choose +2, the category menu and side banner), checked against
// data/: an edit that changes one by mistake shows up here. Unlike the other tests these pin the
// school's words on purpose; when the school changes one of them, change it here too
// (docs/behaviour.md#pages).
import college from "../../data/college.json"
import curricula from "../../data/curricula.json"
import faculties from "../../data/faculties.json"

const COMMON = ["English", "Nepali", "Social Studies and Life Skill Educations"]

const SPEC_SUBJECTS: Record<string, { subjects: string[]; optional: string[] }> = {
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

describe("faculties", () => {
  it("has the four faculties at /senior/courses/<name>, in the commissioned order", () => {
    expect(faculties.basePath).toBe("/senior/courses")
    expect(faculties.faculties.map((faculty) => faculty.slug)).toEqual(["science", "management", "law", "humanities"])
  })

  it.each(Object.entries(SPEC_SUBJECTS))("gives %s exactly its commissioned subjects and optional subjects", (slug, spec) => {
    expect(bySlug(slug).subjects).toEqual(spec.subjects)
    expect(bySlug(slug).optionalSubjects).toEqual(spec.optional)
  })

  it("states both readings of the Science eligibility, the entrance exam and the free pre-medical classes", () => {
    const text = bySlug("science").eligibility.join(" ")
    expect(text).toMatch(/2\.85 .*B\+ in Science, Compulsory Mathematics, Optional Mathematics and English/)
    expect(text).toMatch(/3\.0 .*Optional Mathematics.*C\+ in all subjects/)
    expect(text).toMatch(/entrance exam/)
    expect(text).toMatch(/[Ff]ree pre-medical classes/)
  })

  it.each(["management", "law", "humanities"])("states the 2.0 GPA, C grade and entrance exam rule for %s", (slug) => {
    expect(bySlug(slug).eligibility.join(" ")).toMatch(/2\.0 GPA in the SEE or an equivalent board, with a C grade in all subjects.*entrance exam/)
  })
})

describe("college home and categories", () => {
  it("has the four core values and the seven reasons, word for word", () => {
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

  it("has the commissioned left menu, default category and side banner", () => {
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
