// Every section of Home, top to bottom (docs/behaviour.md#pages), from data/home.json.
import React from "react"
import { HomeCulture } from "./culture"
import { HomeHero } from "./hero"
import { HomeLife } from "./life"
import { HomeMap } from "./map"
import { PictureCards } from "./picture-cards"
import { VideoBand } from "./video-band"

export type HomeData = NonNullable<Queries.HomePageQuery["homeJson"]>

export interface HomeSectionsProps {
  home: HomeData
  /**
   * The latest notices' section, after "Life at" (the page passes the notices feature's
   * LatestNotices, which a section may not import); left out without it.
   */
  notices?: React.ReactNode
  /** The newest photo album, after the notices (the page passes the gallery's NewestAlbum); left out without it. */
  album?: React.ReactNode
}

export function HomeSections({ home, notices, album }: HomeSectionsProps) {
  const { labels } = home
  return (
    <>
      <HomeHero heading={home.heading} intro={home.intro} hero={home.hero} />
      <HomeLife life={home.life} />
      {notices}
      {album}
      <PictureCards id="why" section={home.why} cards={home.why.cards} learnMore={labels.learnMore} columns={3} tone="alt" />
      <HomeCulture culture={home.culture} />
      <VideoBand band={home.videoBand} labels={{ play: labels.playVideo, pause: labels.pauseVideo }} />
      <PictureCards id="join" section={home.join} cards={home.join.levels} learnMore={labels.learnMore} columns={4} />
      <HomeMap map={home.map} backToTop={labels.backToTop} />
    </>
  )
}
