// The Video component's markup and, through it, the behaviour src/lib/video/video-player.ts gives it
// once the page's `video` module starts on it, as in the browser.
import { act, fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import { Video, type VideoData } from "../../src/components/video/video"
import { fakeImage } from "../support/page-fixtures"
import { mockReducedMotion } from "../support/media"
import { startPageModules } from "../support/modules"

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

/** An IntersectionObserver the test moves: `show(share)` tells every observer that share of its element is on screen. */
function mockIntersection() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; elements: Element[] }[] = []
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback, options?: IntersectionObserverInit) => {
    const entry = { callback, options, elements: [] as Element[] }
    observers.push(entry)
    return { observe: (element: Element) => entry.elements.push(element), disconnect: () => (entry.elements = []), unobserve: jest.fn(), takeRecords: () => [] }
  }) as unknown as typeof IntersectionObserver
  return {
    observers,
    show: (share: number, margin?: string) =>
      act(() => {
        for (const observer of [...observers]) {
          if (margin !== undefined && observer.options?.rootMargin !== margin) continue
          const entries = observer.elements.map((target) => ({ target, isIntersecting: share > 0, intersectionRatio: share }))
          if (entries.length > 0) observer.callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver)
        }
      }),
  }
}

beforeEach(() => {
  mockReducedMotion(false)
  play = jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined)
  pause = jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined)
})

afterEach(() => {
  jest.restoreAllMocks()
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
})

/** The video drawn by React, then started by its module. */
async function renderVideo(ui: React.ReactElement): Promise<ReturnType<typeof render>> {
  const view = render(ui)
  await startPageModules()
  return view
}

describe("Video: a local file", () => {
  it("renders a muted, looping, inline <video> with both sources, named by its figure, fetching nothing", async () => {
    await renderVideo(<Video video={localVideo} labels={LABELS} />)
    const video = document.querySelector("video")!
    expect(video.muted).toBe(true)
    expect(video).toHaveAttribute("loop")
    expect(video).toHaveAttribute("playsinline")
    expect(video).toHaveAttribute("preload", "none")
    expect(screen.getByRole("figure", { name: localVideo.title })).toContainElement(video)
    expect(video).not.toHaveAttribute("aria-label")
    const sources = [...video.querySelectorAll("source")].map((source) => [source.type, source.getAttribute("src")])
    expect(sources).toEqual([
      ["video/webm", "/static/test/campus.webm"],
      ["video/mp4", "/static/test/campus.mp4"],
    ])
  })

  it("takes its poster only once it comes near the screen", async () => {
    const screenMoves = mockIntersection()
    await renderVideo(<Video video={localVideo} labels={LABELS} />)
    const video = document.querySelector("video")!
    expect(video).not.toHaveAttribute("poster")
    screenMoves.show(0.1, "400px")
    expect(video).toHaveAttribute("poster", "/static/test/poster.jpg")
  })

  it("plays on its own once the share asked for is on screen, and not before", async () => {
    const screenMoves = mockIntersection()
    await renderVideo(<Video video={localVideo} labels={LABELS} autoPlay={{ share: 0.9 }} />)
    screenMoves.show(0.5, "0px")
    expect(play).not.toHaveBeenCalled()
    screenMoves.show(0.95, "0px")
    expect(play).toHaveBeenCalledTimes(1)
    expect(document.querySelector("video")).toHaveAttribute("preload", "auto")
  })

  it("never plays on its own under prefers-reduced-motion, and then fetches nothing before the visitor presses play", async () => {
    mockReducedMotion(true)
    await renderVideo(<Video video={localVideo} labels={LABELS} autoPlay={{ share: 0 }} />)
    expect(play).not.toHaveBeenCalled()
    expect(document.querySelector("video")).toHaveAttribute("preload", "none")
  })

  it("pauses a playing clip when the visitor turns reduced motion on, and leaves one that never started alone", async () => {
    let reduce = false
    const listeners: (() => void)[] = []
    window.matchMedia = jest.fn((query: string) => ({
      get matches() {
        return reduce && query.includes("reduce")
      },
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia
    await renderVideo(<Video video={localVideo} labels={LABELS} autoPlay={{ share: 0 }} />)
    expect(play).toHaveBeenCalledTimes(1)
    const video = document.querySelector("video")!
    reduce = true
    for (const listener of listeners) listener()
    expect(pause).not.toHaveBeenCalled()
    Object.defineProperty(video, "paused", { configurable: true, get: () => false })
    for (const listener of listeners) listener()
    expect(pause).toHaveBeenCalledTimes(1)
  })

  it("does not play on its own unless asked", async () => {
    await renderVideo(<Video video={localVideo} labels={LABELS} />)
    expect(play).not.toHaveBeenCalled()
  })

  it("has a play/pause button named after the video, which follows the video's state", async () => {
    await renderVideo(<Video video={localVideo} labels={LABELS} />)
    const video = document.querySelector("video")!
    const button = screen.getByRole("button", { name: `${LABELS.play}: ${localVideo.title}` })
    expect(button).toHaveAttribute("aria-pressed", "false")
    Object.defineProperty(video, "paused", { configurable: true, get: () => true })
    await userEvent.click(button)
    expect(play).toHaveBeenCalledTimes(1)
    Object.defineProperty(video, "paused", { configurable: true, get: () => false })
    fireEvent.play(video)
    expect(screen.getByRole("button", { name: `${LABELS.pause}: ${localVideo.title}` })).toHaveAttribute("aria-pressed", "true")
    await userEvent.click(button)
    expect(pause).toHaveBeenCalledTimes(1)
    Object.defineProperty(video, "paused", { configurable: true, get: () => true })
    fireEvent.pause(video)
    expect(screen.getByRole("button", { name: `${LABELS.play}: ${localVideo.title}` })).toHaveAttribute("aria-pressed", "false")
  })
})

describe("Video: a YouTube id", () => {
  it("shows the poster and a named play button, and no frame (nothing from YouTube) before the click", async () => {
    await renderVideo(<Video video={youtubeVideo} labels={LABELS} />)
    expect(document.querySelector("iframe")).toBeNull()
    expect(document.querySelector("video")).toBeNull()
    expect(document.querySelector("img[data-main-image][src], img[data-main-image][data-src]")).not.toBeNull()
    expect(screen.getByRole("button", { name: `${LABELS.play}: ${youtubeVideo.title}` })).toBeInTheDocument()
  })

  it("frames the player from youtube-nocookie.com once the visitor presses play, and moves the keyboard there", async () => {
    await renderVideo(<Video video={youtubeVideo} labels={LABELS} />)
    await userEvent.click(screen.getByRole("button", { name: `${LABELS.play}: ${youtubeVideo.title}` }))
    const frame = screen.getByTitle(youtubeVideo.title)
    expect(frame.tagName).toBe("IFRAME")
    const src = new URL(frame.getAttribute("src")!)
    expect(src.origin).toBe("https://www.youtube-nocookie.com")
    expect(src.pathname).toBe(`/embed/${youtubeVideo.youtubeId}`)
    expect(src.searchParams.get("autoplay")).toBe("1")
    expect(document.activeElement).toBe(frame)
    expect(screen.queryByRole("button")).toBeNull()
    expect(document.querySelectorAll("iframe")).toHaveLength(1)
  })
})

describe("a video on a page's prebuilt markup", () => {
  it("is started by its module as the HTML parser leaves it", async () => {
    const { container, unmount } = render(
      <>
        <Video video={localVideo} labels={LABELS} autoPlay={{ share: 0 }} />
        <Video video={youtubeVideo} labels={LABELS} />
      </>,
    )
    const html = container.innerHTML
    unmount()
    play.mockClear()
    document.body.innerHTML = html.replace(/ poster="[^"]*"/, "")
    await startPageModules()
    const video = document.querySelector("video")!
    expect(video.muted).toBe(true)
    expect(video).toHaveAttribute("poster", "/static/test/poster.jpg")
    expect(play).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole("button", { name: `${LABELS.play}: ${youtubeVideo.title}` }))
    expect(screen.getByTitle(youtubeVideo.title).tagName).toBe("IFRAME")
  })
})
