import { extrasFor, PATH_EXTRAS, policyCovers } from "../../src/lib/csp/path-extras"

const [extraPath, extras] = Object.entries(PATH_EXTRAS)[0]!
const [directive, values] = Object.entries(extras)[0]!

describe("per-path extras of the script policy", () => {
  it("finds a page's extras with or without its trailing slash, and none for other pages", () => {
    expect(extrasFor(extraPath)).toEqual(extras)
    expect(extrasFor(extraPath.replace(/\/$/, ""))).toEqual(extras)
    expect(extrasFor("/no-extras-here/")).toEqual({})
  })

  it("tells whether a loaded page's policy already allows what another page needs", () => {
    const plain = `${directive} 'self' 'sha256-abc='`
    const widened = `${directive} 'self' ${values.join(" ")} 'sha256-abc='`
    expect(policyCovers(plain, extraPath)).toBe(false)
    expect(policyCovers(widened, extraPath)).toBe(true)
    expect(policyCovers(plain, "/about/")).toBe(true)
    // The value must be in the directive the extra names, not in another one.
    expect(policyCovers(`style-src ${values.join(" ")}; ${plain}`, extraPath)).toBe(false)
  })
})
