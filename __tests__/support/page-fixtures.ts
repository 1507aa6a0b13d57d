// Home and About query results built from the real data/home.json and data/about.json, with stand-in
// images, so component tests follow the content a maintainer writes.
import type { IGatsbyImageData } from "gatsby-plugin-image"
import aboutJson from "../../data/about.json"
import homeJson from "../../data/home.json"
import type { VideoData } from "../../src/components/video/video"
import type { AboutData } from "../../src/sections/about/about-sections"
import type { HomeData } from "../../src/sections/home/home-sections"

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

/** For matching data texts inside a pattern: "Preschool / Kindergarten (+2)" matches itself. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

/** A card's 'Learn More' link is named "Learn More: <card title>" (jsdom puts a space before the colon). */
export function learnMoreName(learnMore: string, title: string): RegExp {
  return new RegExp(`^${escapeRegExp(learnMore)}: ${escapeRegExp(title)}`)
}
