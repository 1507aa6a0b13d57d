// Where the photo viewer keeps its place in the address: `?photo=3` is the third picture of the album
// page (counted from 1, as the viewer's "Photo 3 of 12" says), so a shared link opens that picture.

export const PHOTO_PARAM = "photo"

/** The picture (0-based) a query string asks for, or null when it asks for none or for one the album lacks. */
export function photoFromSearch(search: string, total: number): number | null {
  const value = new URLSearchParams(search).get(PHOTO_PARAM)
  if (value === null || !/^\d+$/.test(value)) return null
  const number = Number(value)
  return number >= 1 && number <= total ? number - 1 : null
}

/** The query string with the picture (0-based) in it, or without it for null; other parameters are kept. */
export function searchWithPhoto(search: string, index: number | null): string {
  const params = new URLSearchParams(search)
  if (index === null) params.delete(PHOTO_PARAM)
  else params.set(PHOTO_PARAM, String(index + 1))
  const query = params.toString()
  return query ? `?${query}` : ""
}

/** The next picture `step` away, going round at either end. */
export function stepPhoto(index: number, step: number, total: number): number {
  return (((index + step) % total) + total) % total
}
