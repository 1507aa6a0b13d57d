// A booked visit's directions lead to the school's own place: the coordinates of its address in
// data/site.json, pinned on the map.
import site from "../../../data/site.json"
import { directionsUrl } from "../../../src/lib/visits/directions"

describe("directions to the school", () => {
  it("pins the map at the coordinates given", () => {
    const url = new URL(directionsUrl({ latitude: 27.6588, longitude: 85.3247 }))
    expect(url.host).toBe("www.openstreetmap.org")
    expect([url.searchParams.get("mlat"), url.searchParams.get("mlon")]).toEqual(["27.6588", "85.3247"])
    expect(url.hash).toBe("#map=17/27.6588/85.3247")
  })

  it("is the school's address in data/site.json unless told otherwise", () => {
    const url = new URL(directionsUrl())
    expect(Number(url.searchParams.get("mlat"))).toBe(site.address.geo.latitude)
    expect(Number(url.searchParams.get("mlon"))).toBe(site.address.geo.longitude)
  })
})
