import { render, screen } from "@testing-library/react"
import React, { act } from "react"
import { withTrailingSlash } from "../../src/lib/links"
import { VideoBand } from "../../src/sections/home/video-band"
import { startPageModules } from "../support/modules"
import { homeFixture } from "../support/page-fixtures"
import { fill, mockSiteQuery } from "../support/site-fixture"

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void
let observed: Callback | null = null

beforeEach(() => {
  observed = null
  jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined)
  jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined)
  window.IntersectionObserver = jest.fn((callback: Callback) => {
    observed = callback
    return { observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn() }
  }) as unknown as typeof IntersectionObserver
})

afterEach(() => jest.restoreAllMocks())

describe("full-screen video band", () => {
  async function renderBand() {
    const site = mockSiteQuery()
    const { videoBand, labels } = homeFixture()
    render(<VideoBand band={videoBand} labels={{ play: labels.playVideo, pause: labels.pauseVideo }} />)
    await startPageModules()
    return { site, videoBand }
  }

  it("has 'ARRANGE A VISIT' linking to the visit page, over the campus video", async () => {
    const { site, videoBand } = await renderBand()
    expect(screen.getByRole("heading", { level: 2, name: fill(videoBand.title) })).toBeInTheDocument()
    const link = screen.getByRole("link", { name: new RegExp(`^${videoBand.action.label}`) })
    expect(link).toHaveAttribute("href", withTrailingSlash(site.links.visitForm))
    const video = document.querySelector("video")!
    expect(screen.getByRole("figure", { name: fill(videoBand.video.title) })).toContainElement(video)
    expect(video.querySelector('source[type="video/mp4"]')).toHaveAttribute("src", videoBand.video.file?.publicURL)
  })

  it("starts playing only once the band comes near the screen", async () => {
    await renderBand()
    const video = document.querySelector("video")!
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled()
    expect(video).toHaveAttribute("preload", "none")
    act(() => observed?.([{ isIntersecting: true }]))
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled()
    expect(video).toHaveAttribute("preload", "auto")
  })
})
