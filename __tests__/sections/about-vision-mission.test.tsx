import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import { VisionMission } from "../../src/sections/about/vision-mission"
import { startPageModules } from "../support/modules"
import { aboutFixture } from "../support/page-fixtures"
import { fill, mockSiteQuery } from "../support/site-fixture"

describe("'Our Vision' and 'Our Mission'", () => {
  function renderSection() {
    mockSiteQuery()
    const about = aboutFixture()
    render(
      <VisionMission
        vision={about.vision}
        mission={about.mission}
        video={about.video}
        labels={{ play: about.labels.playVideo, pause: about.labels.pauseVideo }}
      />,
    )
    return about
  }

  it("lists the points under each heading", () => {
    const about = renderSection()
    for (const statement of [about.vision, about.mission]) {
      const section = screen.getByRole("region", { name: statement.title })
      const points = within(section).getAllByRole("listitem")
      expect(points.map((point) => point.textContent)).toEqual(statement.points.map((point) => fill(point)))
    }
  })

  it("embeds the promotional video as a YouTube facade: a named play button, no frame until pressed", async () => {
    const about = renderSection()
    await startPageModules()
    const title = fill(about.video.title)
    expect(document.querySelector("iframe")).toBeNull()
    await userEvent.click(screen.getByRole("button", { name: `${about.labels.playVideo}: ${title}` }))
    expect(screen.getByTitle(title)).toHaveAttribute("src", expect.stringContaining(`youtube-nocookie.com/embed/${about.video.youtubeId}`))
  })
})
