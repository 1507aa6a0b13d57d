// For pages that SPEC says open at the top (faculty pages). Instant, before the first paint: the
// site's smooth scroll-behavior would otherwise animate Gatsby's own scroll-to-top from wherever the
// previous page was scrolled to.
import { useEffect, useLayoutEffect } from "react"

// useLayoutEffect warns when rendered on the server, where there is nothing to scroll anyway.
const useBeforePaint = typeof window === "undefined" ? useEffect : useLayoutEffect

export function useScrollToTopOnMount(): void {
  useBeforePaint(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" })
  }, [])
}
