import { act, fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import { Video, type VideoData } from "../../src/components/video/video"
import { fakeImage } from "../support/page-fixtures"
import { mockReducedMotion } from "../support/media"

const LABELS = { play: "Play video", pause: "Pause video" }
const poster = { childImageSharp: { gatsbyImageData: fakeImage("poster.jpg", 1280, 720) } }

const localVideo: VideoData = {
  title: "A day on campus",
  youtubeId: null,
  file: { publicURL: "/static/test/campus.mp4" },
  webm: { publicURL: "/static/test/campus.webm" },
  poster,
}
const youtubeVideo: VideoData = { title: "Our school in three minutes", youtubeId: "aqz-KE-bpKQ", file: null, webm: null, poster }

let play: jest.SpyInstance
let pause: jest.SpyInstance

beforeEach(() => {
  mockReducedMotion(false)
  play = jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined)
  pause = jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined)
})

afterEach(() => jest.restoreAllMocks())

describe("Video: a local file", () => {
  it("renders a muted, looping, inline <video> with its poster and both sources", () => {
    render(<Video video={localVideo} labels={LABELS} />)
    const video = document.querySelector("video")!
    expect(video.muted).toBe(true)
    expect(video).toHaveAttribute("loop")
    expect(video).toHaveAttribute("playsinline")
    expect(video).toHaveAttribute("poster", "/static/test/poster.jpg")
    expect(screen.getByRole("figure", { name: localVideo.title })).toContainElement(video)
    expect(video).not.toHaveAttribute("aria-label")
    const sources = [...video.querySelectorAll("source")].map((source) => [source.type, source.getAttribute("src")])
    expect(sources).toEqual([
      ["video/webm", "/static/test/campus.webm"],
      ["video/mp4", "/static/test/campus.mp4"],
    ])
  })

  it("autoplays when asked", () => {
    render(<Video video={localVideo} labels={LABELS} autoPlay />)
    expect(play).toHaveBeenCalled()
  })

  it("never autoplays under prefers-reduced-motion, and then fetches nothing before the visitor presses play", () => {
    mockReducedMotion(true)
    render(<Video video={localVideo} labels={LABELS} autoPlay />)
    expect(play).not.toHaveBeenCalled()
    expect(document.querySelector("video")).toHaveAttribute("preload", "none")
  })

  it("pauses a playing clip once it is no longer asked to play, and leaves one that never started alone", () => {
    const { rerender } = render(<Video video={localVideo} labels={LABELS} />)
    expect(pause).not.toHaveBeenCalled()
    rerender(<Video video={localVideo} labels={LABELS} autoPlay />)
    const video = document.querySelector("video")!
    expect(video).toHaveAttribute("preload", "auto")
    Object.defineProperty(video, "paused", { configurable: true, get: () => false })
    rerender(<Video video={localVideo} labels={LABELS} autoPlay={false} />)
    expect(pause).toHaveBeenCalledTimes(1)
  })

  it("does not play on its own unless asked, and fetches nothing before it plays", () => {
    render(<Video video={localVideo} labels={LABELS} />)
    expect(play).not.toHaveBeenCalled()
    expect(document.querySelector("video")).toHaveAttribute("preload", "none")
  })

  it("has a play/pause button named after the video, which follows the video's state", async () => {
    render(<Video video={localVideo} labels={LABELS} />)
    const video = document.querySelector("video")!
    await userEvent.click(screen.getByRole("button", { name: `${LABELS.play}: ${localVideo.title}` }))
    expect(play).toHaveBeenCalledTimes(1)
    act(() => {
      fireEvent.play(video)
    })
    const pauseButton = screen.getByRole("button", { name: `${LABELS.pause}: ${localVideo.title}` })
    expect(pauseButton).toHaveAttribute("aria-pressed", "true")
    Object.defineProperty(video, "paused", { configurable: true, get: () => false })
    await userEvent.click(pauseButton)
    expect(pause).toHaveBeenCalled()
    act(() => {
      fireEvent.pause(video)
    })
    expect(screen.getByRole("button", { name: `${LABELS.play}: ${localVideo.title}` })).toHaveAttribute("aria-pressed", "false")
  })
})

describe("Video: a YouTube id", () => {
  it("shows the poster and a named play button, and no frame (nothing from YouTube) before the click", () => {
    render(<Video video={youtubeVideo} labels={LABELS} />)
    expect(document.querySelector("iframe")).toBeNull()
    expect(document.querySelector("video")).toBeNull()
    expect(document.querySelector('img[data-main-image][src], img[data-main-image][data-src]')).not.toBeNull()
    expect(screen.getByRole("button", { name: `${LABELS.play}: ${youtubeVideo.title}` })).toBeInTheDocument()
  })

  it("loads the video from youtube-nocookie.com once the visitor presses play", async () => {
    render(<Video video={youtubeVideo} labels={LABELS} />)
    await userEvent.click(screen.getByRole("button", { name: `${LABELS.play}: ${youtubeVideo.title}` }))
    const frame = screen.getByTitle(youtubeVideo.title)
    expect(frame.tagName).toBe("IFRAME")
    const src = new URL(frame.getAttribute("src")!)
    expect(src.origin).toBe("https://www.youtube-nocookie.com")
    expect(src.pathname).toBe(`/embed/${youtubeVideo.youtubeId}`)
    expect(src.searchParams.get("autoplay")).toBe("1")
  })
})
