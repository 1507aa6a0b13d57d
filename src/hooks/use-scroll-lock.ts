// Stops the page behind a modal from scrolling. Counted, so a drawer and a popup can overlap safely.
// Locked before the modal is first painted, so the page never scrolls under it for a frame.
import { SCROLL_LOCK_CLASS as LOCK_CLASS } from "../lib/page-frame"
import { useBeforePaintEffect } from "./use-before-paint-effect"

let activeLocks = 0

export function useScrollLock(active: boolean): void {
  useBeforePaintEffect(() => {
    if (!active) return undefined
    activeLocks += 1
    document.body.classList.add(LOCK_CLASS)
    return () => {
      activeLocks -= 1
      if (activeLocks === 0) document.body.classList.remove(LOCK_CLASS)
    }
  }, [active])
}
