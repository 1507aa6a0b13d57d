// The visitor's clock, starting from the build's "now" so the first render matches the prebuilt
// HTML, then read in the browser and again every minute: what is coming or active changes as time
// passes on a page nobody rebuilt.
import { useEffect, useState } from "react"

export function useNow(initial: number, everyMs = 60_000): number {
  const [now, setNow] = useState(initial)
  useEffect(() => {
    setNow(Date.now())
    const timer = window.setInterval(() => setNow(Date.now()), everyMs)
    return () => window.clearInterval(timer)
  }, [everyMs])
  return now
}
