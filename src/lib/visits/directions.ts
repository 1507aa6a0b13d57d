// Directions to the school for a booked visit: its place on OpenStreetMap, pinned at the coordinates of
// the school's address in data/site.json, so the address the site writes and the pin a family follows
// are kept in one place.
import site from "../../../data/site.json"

export interface Coordinates {
  latitude: number
  longitude: number
}

/** The map at the school's gate, a pin on it, close enough to see the streets around. */
export function directionsUrl({ latitude, longitude }: Coordinates = site.address.geo): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`
}
