// The visitor's clock, read once the page is in the browser. The built HTML shows what was current at
// build; after hydration the notices that expired since then are hidden. Null during the server render
// and the first client render, so both render the same markup.
import { useEffect, useState } from "react"

export function useViewingTime(): number | null {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => setNow(Date.now()), [])
  return now
}
