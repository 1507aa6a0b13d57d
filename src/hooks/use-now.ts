// The visitor's clock, read once the page is in the browser and again every minute: what is coming,
// active or expired changes as time passes on a page nobody rebuilt. Until then it is `initial`, so
// the server render and the first client render agree: the build's "now" where the page was decided
// by it, or null where the built HTML simply shows what was current at build.
import { useEffect, useState } from "react"

export function useNow(initial: number, everyMs?: number): number
export function useNow(initial?: null, everyMs?: number): number | null
export function useNow(initial: number | null = null, everyMs = 60_000): number | null {
  const [now, setNow] = useState(initial)
  useEffect(() => {
    setNow(Date.now())
    const timer = window.setInterval(() => setNow(Date.now()), everyMs)
    return () => window.clearInterval(timer)
  }, [everyMs])
  return now
}
