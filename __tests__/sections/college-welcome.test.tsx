import { render, screen, within } from "@testing-library/react"
import React, { act } from "react"
import { CollegeWelcome } from "../../src/sections/college/college-welcome"
import { mockReducedMotion, stubMediaPlayback } from "../support/media"
import { startPageModules } from "../support/modules"
import { collegeFixture, mockPageQueries } from "../support/page-fixtures"
import { fill } from "../support/site-fixture"

beforeEach(() => {
  mockPageQueries()
  mockReducedMotion(true)
  stubMediaPlayback()
})

afterEach(() => jest.restoreAllMocks())

describe("CollegeWelcome", () => {
  it("is a section named by its heading, with every paragraph and the clip", () => {
    const { welcome } = collegeFixture()
    render(<CollegeWelcome welcome={welcome} />)
    const section = screen.getByRole("region", { name: fill(welcome.title) })
    expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent(fill(welcome.title))
    for (const paragraph of welcome.paragraphs) expect(within(section).getByText(fill(paragraph))).toBeInTheDocument()
    expect(section.querySelector("video")).toBeInTheDocument()
    expect(
      within(section).getByRole("button", { name: `${welcome.videoLabels.play}: ${welcome.video.title}` }),
    ).toBeInTheDocument()
  })

  it("plays the clip only once nearly all of it is on screen, and fetches none of it before", async () => {
    mockReducedMotion(false)
    const play = jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined)
    let observed: ((entries: Array<{ isIntersecting: boolean; intersectionRatio: number }>) => void) | null = null
    window.IntersectionObserver = jest.fn((callback: typeof observed) => {
      observed = callback
      return { observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn() }
    }) as unknown as typeof IntersectionObserver
    const { welcome } = collegeFixture()
    render(<CollegeWelcome welcome={welcome} />)
    await startPageModules()
    const video = document.querySelector("video")!
    // Peeking in at the bottom of the first screen.
    act(() => observed?.([{ isIntersecting: true, intersectionRatio: 0.4 }]))
    expect(play).not.toHaveBeenCalled()
    expect(video).toHaveAttribute("preload", "none")
    act(() => observed?.([{ isIntersecting: true, intersectionRatio: 1 }]))
    expect(play).toHaveBeenCalled()
    expect(video).toHaveAttribute("preload", "auto")
  })
})
