// Query results for the pages (home, about, the category and faculty pages, the college gallery),
// built from the real data/ files so component tests follow the content a maintainer writes. Home and
// About get stand-in images; the others leave their images out (null), as the site fixture does.
import { useStaticQuery } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import aboutJson from "../../data/about.json"
import collegeJson from "../../data/college.json"
import curriculaJson from "../../data/curricula.json"
import facultiesJson from "../../data/faculties.json"
import homeJson from "../../data/home.json"
import type { VideoData } from "../../src/components/video/video"
import type { AboutData } from "../../src/sections/about/about-sections"
import type { CategoryChrome } from "../../src/sections/curriculum/use-category-chrome"
import type { HomeData } from "../../src/sections/home/home-sections"
import { asStaticQuery, siteFixture } from "./site-fixture"

const fileName = (path: string) => path.split("/").pop() ?? path

/** What gatsby-plugin-image gives for a picture: enough for <GatsbyImage> to render an <img>. */
export function fakeImage(path: string, width = 600, height = 450): IGatsbyImageData {
  const src = `/static/test/${fileName(path)}`
  return { layout: "constrained", width, height, images: { fallback: { src, srcSet: `${src} ${width}w`, sizes: "" }, sources: [] } }
}

export function imageFile(path: string) {
  return { childImageSharp: { gatsbyImageData: fakeImage(path) } }
}

export function publicFile(path: string) {
  return { publicURL: `/static/test/${fileName(path)}` }
}

interface VideoJson {
  title: string
  poster: string
  file?: string
  webm?: string
  youtubeId?: string
}

export function videoFixture(video: VideoJson): VideoData {
  return {
    title: video.title,
    youtubeId: video.youtubeId ?? null,
    file: video.file ? publicFile(video.file) : null,
    webm: video.webm ? publicFile(video.webm) : null,
    poster: imageFile(video.poster),
  }
}

interface CardJson {
  title: string
  text: string
  image: string
  alt: string
  to: string
}

const card = (entry: CardJson) => ({ ...entry, image: imageFile(entry.image) })

export function homeFixture(): HomeData {
  const { $schema: _schema, ...home } = homeJson
  const { life } = home
  return {
    ...home,
    hero: { ...home.hero, image: imageFile(home.hero.image) },
    life: {
      ...life,
      photos: life.photos.map((photo) => ({ ...photo, image: imageFile(photo.image) })),
      weather: { ...life.weather, icon: publicFile(life.weather.icon) },
      calendar: { ...life.calendar, note: life.calendar.note ?? null },
    },
    why: { ...home.why, intro: home.why.intro ?? null, cards: home.why.cards.map(card) },
    culture: {
      ...home.culture,
      intro: home.culture.intro ?? null,
      stats: home.culture.stats.map((stat) => ({ number: stat.number, caption: stat.caption ?? null, icon: publicFile(stat.icon) })),
    },
    videoBand: { ...home.videoBand, video: videoFixture(home.videoBand.video) },
    join: { ...home.join, intro: home.join.intro ?? null, levels: home.join.levels.map(card) },
    map: { ...home.map, image: imageFile(home.map.image) },
  }
}

export function aboutFixture(): AboutData {
  const { $schema: _schema, ...about } = aboutJson
  return {
    ...about,
    video: videoFixture(about.video),
    team: {
      ...about.team,
      intro: about.team.intro ?? null,
      members: about.team.members.map((member) => ({ ...member, image: imageFile(member.image) })),
    },
  }
}

const NO_IMAGE = { childImageSharp: null }

export type FacultyData = Queries.FacultyModelFieldsFragment & Queries.FacultyHeroFieldsFragment & Queries.FacultyCardFieldsFragment

export const curricula = curriculaJson
export const college = collegeJson
export const faculties = facultiesJson

export function categoryChromeFixture(): CategoryChrome {
  const { aside, navigationLabel, categories } = curriculaJson
  return {
    curriculaJson: { locale: "en", navigationLabel, aside: { ...aside, promo: { ...aside.promo, image: NO_IMAGE } } },
    allCurriculumCategory: {
      nodes: categories
        .filter((category) => category.navLabel !== undefined)
        .map((category) => ({ locale: "en", slug: category.slug, navLabel: category.navLabel ?? null })),
    },
  }
}

/** Answers every static query: the site data and the category pages' menu and right column. */
export function mockPageQueries(): void {
  jest.mocked(useStaticQuery).mockReturnValue(asStaticQuery({ siteJson: siteFixture(), ...categoryChromeFixture() }))
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

type CollegeJson = typeof collegeJson
type PictureJson = CollegeJson["life"]["club"]

const picture = (entry: PictureJson) => ({ ...entry, image: imageFile(entry.image) })

/** The college home's query result from data/college.json, with stand-in pictures so alts can be checked. */
export function collegeFixture(): Queries.CollegeHomeFieldsFragment {
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
export function facultyCardsFixture(): Queries.FacultyCardFieldsFragment[] {
  return facultiesJson.faculties.map((faculty) => ({ ...facultyFixture(faculty.slug), image: imageFile(faculty.image) }))
}
