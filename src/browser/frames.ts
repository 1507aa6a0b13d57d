// A light page is interactive once the site's own pages it frames are: on /form/ the visitor acts in
// the framed form, and until that page's React has started, a click or a typed answer there would be
// lost on its prebuilt HTML. Each of those pages marks itself html[data-hydrated] once React has
// hydrated it (gatsby-browser.tsx); frames of other sites (a video player) are not waited for.

/** Calls `ready` once every frame of this site's pages in the document is marked interactive. */
export function whenFramesInteractive(doc: Document, signal: AbortSignal, ready: () => void): void {
  const origin = doc.defaultView?.location.origin
  const frames = [...doc.querySelectorAll("iframe")].filter((frame) => {
    const src = frame.getAttribute("src")
    return src !== null && new URL(src, doc.baseURI).origin === origin
  })
  let waiting = frames.length
  if (waiting === 0) return ready()
  for (const frame of frames) {
    whenFrameInteractive(frame, signal, () => {
      waiting -= 1
      if (waiting === 0) ready()
    })
  }
}

function whenFrameInteractive(frame: HTMLIFrameElement, signal: AbortSignal, ready: () => void): void {
  let done = false
  let watching: MutationObserver | undefined
  signal.addEventListener("abort", () => watching?.disconnect())
  // Looked at again at each load of the frame: the document it holds at first may be the empty one a
  // frame starts with, which its page then replaces.
  const look = () => {
    const page = frame.contentDocument?.documentElement
    if (done || !page) return
    watching?.disconnect()
    if (page.hasAttribute("data-hydrated")) {
      done = true
      frame.removeEventListener("load", look)
      ready()
      return
    }
    watching = new MutationObserver(() => {
      if (page.hasAttribute("data-hydrated")) look()
    })
    watching.observe(page, { attributes: true, attributeFilter: ["data-hydrated"] })
  }
  frame.addEventListener("load", look, { signal })
  // Already loaded before this script ran (its page's own, not the empty one a frame starts with).
  if (frame.contentDocument?.readyState === "complete" && frame.contentDocument.URL !== "about:blank") look()
}
