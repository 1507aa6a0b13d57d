// Whether the page is scrolled away from the top (the navigation bar shows a shadow then).
import { useEffect, useState } from "react"
import { SCROLLED_THRESHOLD_PX } from "../lib/page-frame"

export function useScrolled(threshold = SCROLLED_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [threshold])
  return scrolled
}
