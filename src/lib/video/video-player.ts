// A video's behaviour on the markup the Video component writes (docs/behaviour.md#videos), in plain DOM,
// started by the `video` page module:
// - a local clip: muted and looping; its poster fetched only once it comes within POSTER_MARGIN of the
//   screen; playing on its own, where the markup asks, once enough of it is on screen, never while the
//   visitor prefers reduced motion; its button plays and pauses it and says which it will do;
// - a YouTube clip: a poster and a play button; youtube-nocookie.com is framed only after the click, so
//   no other site is contacted before the visitor asks.
import { REDUCED_MOTION_QUERY } from "../reduced-motion"

/** Marks a video's frame; its value is the kind, "local" or "youtube". */
export const VIDEO = "data-video"
/** On a local clip's frame: the poster's address, set on the <video> once it comes near the screen. */
export const VIDEO_POSTER = "data-poster"
/** On a local clip's frame: how much of it must be on screen (0–1) before it plays on its own; absent, it never does. */
export const VIDEO_AUTOPLAY_SHARE = "data-autoplay-share"
/** On a local clip's frame: how far beyond the screen its share may lie (a CSS margin, "0px" if absent). */
export const VIDEO_AUTOPLAY_MARGIN = "data-autoplay-margin"
/** On a local clip's button: its accessible names, for a paused and a playing clip. */
export const VIDEO_PLAY_LABEL = "data-play-label"
export const VIDEO_PAUSE_LABEL = "data-pause-label"
/** On a YouTube clip's frame: the player's address, title and class (the stylesheet's), framed after the click. */
export const VIDEO_EMBED = "data-embed"
export const VIDEO_TITLE = "data-title"
export const VIDEO_MEDIA_CLASS = "data-media-class"

// A poster is a large picture: fetched when the visitor scrolls towards it, not with the page.
const POSTER_MARGIN = "400px"
const PAUSED_ICON = "▶"
const PLAYING_ICON = "❚❚"

/** Drives every video in `root` until `signal` aborts. */
export function startVideos(root: ParentNode, signal: AbortSignal): void {
  for (const frame of root.querySelectorAll<HTMLElement>(`[${VIDEO}]`)) startVideo(frame, signal)
}

/** Drives the video whose frame (marked VIDEO) this is until `signal` aborts. */
export function startVideo(frame: HTMLElement, signal: AbortSignal): void {
  if (frame.getAttribute(VIDEO) === "youtube") startYouTubeFacade(frame, signal)
  else startLocalClip(frame, signal)
}

/** Calls `onNear` once `share` of the element lies within `margin` of the screen (at once without IntersectionObserver). */
function whenNear(element: Element, margin: string, share: number, signal: AbortSignal, onNear: () => void): void {
  if (typeof IntersectionObserver !== "function") {
    onNear()
    return
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting && (share === 0 || entry.intersectionRatio >= share))) return
      observer.disconnect()
      onNear()
    },
    { rootMargin: margin, threshold: share },
  )
  observer.observe(element)
  signal.addEventListener("abort", () => observer.disconnect())
}

function startLocalClip(frame: HTMLElement, signal: AbortSignal): void {
  const video = frame.querySelector("video")
  const button = frame.querySelector<HTMLButtonElement>("button")
  if (!video) return
  // React and the HTML parser leave `muted` as an attribute only; a browser plays on its own only a muted clip.
  video.muted = true

  const poster = frame.getAttribute(VIDEO_POSTER)
  if (poster) {
    whenNear(frame, POSTER_MARGIN, 0, signal, () => {
      video.poster = poster
    })
  }

  const showState = () => {
    if (!button) return
    const playing = !video.paused
    button.setAttribute("aria-pressed", String(playing))
    const [icon, label] = button.querySelectorAll("span")
    if (icon) icon.textContent = playing ? PLAYING_ICON : PAUSED_ICON
    if (label) label.textContent = button.getAttribute(playing ? VIDEO_PAUSE_LABEL : VIDEO_PLAY_LABEL) ?? label.textContent
  }
  video.addEventListener("play", showState, { signal })
  video.addEventListener("pause", showState, { signal })
  button?.addEventListener(
    "click",
    () => {
      if (video.paused) void video.play().catch(showState)
      else video.pause()
    },
    { signal },
  )

  const share = frame.getAttribute(VIDEO_AUTOPLAY_SHARE)
  if (share === null) return
  const reducedMotion = typeof window.matchMedia === "function" ? window.matchMedia(REDUCED_MOTION_QUERY) : null
  let near = false
  const playOnItsOwn = () => {
    if (!near) return
    if (!reducedMotion?.matches) {
      video.preload = "auto"
      void video.play().catch(showState)
    } else if (!video.paused) {
      // Only a playing clip: pause() on one that never started would make the browser fetch its start.
      video.pause()
    }
  }
  reducedMotion?.addEventListener("change", playOnItsOwn, { signal })
  whenNear(frame, frame.getAttribute(VIDEO_AUTOPLAY_MARGIN) ?? "0px", Number(share), signal, () => {
    near = true
    playOnItsOwn()
  })
}

function startYouTubeFacade(frame: HTMLElement, signal: AbortSignal): void {
  const button = frame.querySelector<HTMLButtonElement>("button")
  const embed = frame.getAttribute(VIDEO_EMBED)
  if (!button || !embed) return
  button.addEventListener(
    "click",
    () => {
      const player = frame.ownerDocument.createElement("iframe")
      player.className = frame.getAttribute(VIDEO_MEDIA_CLASS) ?? ""
      player.src = embed
      player.title = frame.getAttribute(VIDEO_TITLE) ?? ""
      player.allow = "accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
      player.allowFullscreen = true
      // The poster and the button stay in the markup, out of sight and reach: on React's pages they are
      // React's to remove. (The button's own display rule would win over `hidden`.)
      for (const child of frame.children) (child as HTMLElement).style.display = "none"
      frame.append(player)
      // The button pressed is gone: the keyboard goes on from the player it asked for.
      player.focus()
    },
    { signal, once: true },
  )
}
