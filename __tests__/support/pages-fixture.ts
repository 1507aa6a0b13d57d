// Query results for the category and faculty pages, built from the real data/ files, so component
// tests follow the content. Images are left out (null), as in the site fixture.
import { useStaticQuery } from "gatsby"
import collegeJson from "../../data/college.json"
import curriculaJson from "../../data/curricula.json"
import facultiesJson from "../../data/faculties.json"
import type { CategoryChrome } from "../../src/sections/curriculum/use-category-chrome"
import { siteFixture } from "./site-fixture"

const NO_IMAGE = { childImageSharp: null }

export type FacultyData = Queries.FacultyModelFieldsFragment & Queries.FacultyHeroFieldsFragment & Queries.FacultyCardFieldsFragment

export const curricula = curriculaJson
export const college = collegeJson
export const faculties = facultiesJson

export function categoryChromeFixture(): CategoryChrome {
  const { aside, navigationLabel, categories } = curriculaJson
  return {
    curriculaJson: { navigationLabel, aside: { ...aside, promo: { ...aside.promo, image: NO_IMAGE } } },
    allCurriculumCategory: {
      nodes: categories
        .filter((category) => category.navLabel !== undefined)
        .map((category) => ({ slug: category.slug, navLabel: category.navLabel ?? null })),
    },
  }
}

/** Answers every static query: the site data and the category pages' menu and right column. */
export function mockPageQueries(): void {
  jest.mocked(useStaticQuery).mockReturnValue({ siteJson: siteFixture(), ...categoryChromeFixture() })
}

export function facultyFixture(slug: string): FacultyData {
  const faculty = facultiesJson.faculties.find((entry) => entry.slug === slug)
  if (!faculty) throw new Error(`No faculty "${slug}" in data/faculties.json`)
  return {
    ...faculty,
    scholarship: faculty.scholarship ?? null,
    path: `${facultiesJson.basePath}/${faculty.slug}/`,
    image: NO_IMAGE,
    hero: NO_IMAGE,
  }
}

export function galleryFixture(): Queries.CollegeGalleryFieldsFragment {
  const { gallery } = collegeJson
  return { ...gallery, images: gallery.images.map(({ alt }) => ({ alt, image: { thumb: null, large: null } })) }
}
