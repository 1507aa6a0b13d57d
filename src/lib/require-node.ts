// Generated query types make every node nullable, yet a page is only made when its data exists. A
// node that is missing anyway means the data and the pages disagree: the build has to stop and say
// which page and which data, rather than render a TypeError from deep inside a component.

export class MissingNodeError extends Error {
  override name = "MissingNodeError"
}

/** The value, or a build-stopping error naming what is missing (`description`: page, id, data file). */
export function requireNode<T>(value: T | null | undefined, description: string): T {
  if (value === null || value === undefined) throw new MissingNodeError(`Missing data: ${description}.`)
  return value
}
