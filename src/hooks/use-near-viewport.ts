// Becomes true once the element comes within `margin` of the viewport, and stays true. Lets heavy media
// (a video) wait until the visitor scrolls towards it instead of competing with the first screen.
import { useEffect, useState, type RefObject } from "react"

/** `share`: how much of the element must be on screen (within the margin), 0 for any of it. */
export function useNearViewport(ref: RefObject<Element>, margin = "200px", share = 0): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return undefined
    if (typeof IntersectionObserver !== "function") {
      setNear(true)
      return undefined
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && (share === 0 || entry.intersectionRatio >= share))) setNear(true)
      },
      { rootMargin: margin, threshold: share },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, share, near])
  return near
}
