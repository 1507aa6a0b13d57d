// The moment the build takes as "now" for dated content: the real clock, or CREST_NOW (an ISO date-time
// such as 2026-11-23T09:00:00+05:45) so that tests and previews can pin it.
export function buildNow(env: Record<string, string | undefined> = process.env): Date {
  const pinned = env.CREST_NOW
  if (!pinned) return new Date()
  const moment = new Date(pinned)
  if (Number.isNaN(moment.getTime())) throw new Error(`CREST_NOW="${pinned}" is not an ISO date-time.`)
  return moment
}
