// The address's fragment without its "#", kept up to date as the visitor follows in-page links; null
// while the page hydrates, as in the prebuilt HTML, which cannot know it.
import { useEffect, useState } from "react"

export function useLocationHash(): string | null {
  const [hash, setHash] = useState<string | null>(null)
  useEffect(() => {
    const read = () => setHash(window.location.hash.slice(1))
    read()
    window.addEventListener("hashchange", read)
    return () => window.removeEventListener("hashchange", read)
  }, [])
  return hash
}
