// The build's "now": the real clock, or CREST_NOW (an ISO date-time with its offset) so that tests
// can build the site as if on another day.
export function buildNow(env: NodeJS.ProcessEnv = process.env): Date {
  const pinned = env.CREST_NOW
  if (!pinned) return new Date()
  const date = new Date(pinned)
  if (Number.isNaN(date.getTime())) throw new Error(`CREST_NOW="${pinned}" is not a date-time such as 2026-11-23T10:00:00+05:45.`)
  return date
}

/** GraphQL: the build's now as a node, so a static query (the alerts of every page) can read it. */
export const buildClockTypeDefs = /* GraphQL */ `
  type BuildClock implements Node @dontInfer {
    now: String!
  }
`

export function buildClockNode(now: Date = buildNow()) {
  return { now: now.toISOString() }
}
