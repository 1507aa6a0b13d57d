// An island's part: the component a feature writes as an island, with the island's name. The feature
// declares it once (src/features/*/…-island.ts*); the page writes it with <Island> and the island's
// chunk (src/browser/islands/) hydrates it, so the markup and the hydration come from one component.
import type React from "react"
import type { IslandName } from "../../lib/islands/names"

export interface IslandPart<P extends object> {
  readonly name: IslandName
  readonly Part: React.ComponentType<P>
}

export function islandPart<P extends object>(name: IslandName, Part: React.ComponentType<P>): IslandPart<P> {
  return { name, Part }
}
