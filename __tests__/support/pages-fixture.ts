// Query results for the category and faculty pages, built from the real data/ files, so component
// tests follow the content. Images are left out (null), as in the site fixture, except on the college
// home, whose sections are checked for their pictures' alts.
import { useStaticQuery } from "gatsby"
import collegeJson from "../../data/college.json"
import curriculaJson from "../../data/curricula.json"
import facultiesJson from "../../data/faculties.json"
import type { CategoryChrome } from "../../src/sections/curriculum/use-category-chrome"
import { imageFile, videoFixture } from "./page-fixtures"
import { siteFixture } from "./site-fixture"

const NO_IMAGE = { childImageSharp: null }

export type FacultyData = Queries.FacultyModelFragment & Queries.FacultyHeroFragment & Queries.FacultyCardFragment

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

export function galleryFixture(): Queries.CollegeGalleryFragment {
  const { gallery } = collegeJson
  return { ...gallery, images: gallery.images.map(({ alt }) => ({ alt, image: { thumb: null, large: null } })) }
}

type CollegeJson = typeof collegeJson
type PictureJson = CollegeJson["life"]["club"]

const picture = (entry: PictureJson) => ({ ...entry, image: imageFile(entry.image) })

/** The college home's query result from data/college.json, with stand-in pictures so alts can be checked. */
export function collegeFixture(): Queries.CollegeHomeFragment {
  const { $schema: _schema, ...home } = collegeJson
  return {
    ...home,
    welcome: { ...home.welcome, video: videoFixture(home.welcome.video) },
    values: { ...home.values, items: home.values.items.map((value) => ({ ...value, image: imageFile(value.image) })) },
    life: { ...home.life, club: picture(home.life.club), journal: picture(home.life.journal) },
    gallery: {
      ...home.gallery,
      images: home.gallery.images.map(({ alt, image }) => ({
        alt,
        image: { thumb: imageFile(image).childImageSharp, large: imageFile(image).childImageSharp },
      })),
    },
    map: { ...home.map, image: imageFile(home.map.image) },
  }
}

/** The faculty cards of the college home, in data order, with stand-in pictures. */
export function facultyCardsFixture(): Queries.FacultyCardFragment[] {
  return facultiesJson.faculties.map((faculty) => ({ ...facultyFixture(faculty.slug), image: imageFile(faculty.image) }))
}
