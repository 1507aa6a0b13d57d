// A video from data: a local clip's play button and autoplay, or a YouTube poster that loads the
// player only once asked (docs/behaviour.md#videos).
import { startVideo } from "../../lib/video/video-player"

export function start(element: HTMLElement, signal: AbortSignal): void {
  startVideo(element, signal)
}
