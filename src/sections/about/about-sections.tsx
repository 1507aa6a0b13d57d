// Every section of About, top to bottom (docs/behaviour.md#pages), from data/about.json.
import React from "react"
import { AboutHero } from "./hero"
import { Team } from "./team"
import { VisionMission } from "./vision-mission"

export type AboutData = NonNullable<Queries.AboutPageQuery["aboutJson"]>

export function AboutSections({ about }: { about: AboutData }) {
  return (
    <>
      <AboutHero heading={about.heading} intro={about.intro} anchors={about.anchors} />
      <VisionMission
        vision={about.vision}
        mission={about.mission}
        video={about.video}
        labels={{ play: about.labels.playVideo, pause: about.labels.pauseVideo }}
      />
      <Team team={about.team} />
    </>
  )
}
