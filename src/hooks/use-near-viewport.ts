// Becomes true once the element comes within `margin` of the viewport, and stays true. Lets heavy media
// (a video) wait until the visitor scrolls towards it instead of competing with the first screen.
import { useEffect, useState, type RefObject } from "react"

export function useNearViewport(ref: RefObject<Element>, margin = "200px"): boolean {
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
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}
