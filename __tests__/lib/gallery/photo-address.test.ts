import { photoFromSearch, searchWithPhoto, stepPhoto } from "../../../src/lib/gallery/photo-address"

describe("the photo viewer's place in the address", () => {
  it("reads ?photo=N as the Nth picture, counted from 1", () => {
    expect(photoFromSearch("?photo=1", 5)).toBe(0)
    expect(photoFromSearch("?photo=5", 5)).toBe(4)
    expect(photoFromSearch("?utm=x&photo=3", 5)).toBe(2)
  })

  it("ignores a picture the album lacks or a value that is not a number", () => {
    for (const search of ["", "?photo=0", "?photo=6", "?photo=-1", "?photo=2.5", "?photo=abc", "?photo="]) {
      expect(photoFromSearch(search, 5)).toBeNull()
    }
  })

  it("writes the picture into the query string and takes it out again, keeping other parameters", () => {
    expect(searchWithPhoto("", 2)).toBe("?photo=3")
    expect(searchWithPhoto("?photo=3", 3)).toBe("?photo=4")
    expect(searchWithPhoto("?a=1&photo=3", null)).toBe("?a=1")
    expect(searchWithPhoto("?photo=3", null)).toBe("")
  })

  it("goes round at either end", () => {
    expect(stepPhoto(4, 1, 5)).toBe(0)
    expect(stepPhoto(0, -1, 5)).toBe(4)
    expect(stepPhoto(2, 1, 5)).toBe(3)
  })
})
