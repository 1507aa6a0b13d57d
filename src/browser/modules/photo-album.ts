// An album's pictures opened in place in the photo viewer.
import { startPhotoViewer } from "../../lib/gallery/photo-viewer"

export function start(element: HTMLElement, signal: AbortSignal): void {
  const stop = startPhotoViewer(element)
  signal.addEventListener("abort", stop, { once: true })
}
