import { shouldUpdateScroll } from "../../gatsby-browser"

type Args = Parameters<NonNullable<typeof shouldUpdateScroll>>[0]
type Options = Parameters<NonNullable<typeof shouldUpdateScroll>>[1]

function navigate(location: Partial<Location>, saved?: [number, number]): boolean | [number, number] | string {
  const args = {
    routerProps: { location: { pathname: "/about/", hash: "", ...location } },
    getSavedScrollPosition: () => saved ?? null,
  } as unknown as Args
  return shouldUpdateScroll!(args, {} as Options) as boolean
}

describe("scroll after a client-side navigation", () => {
  beforeEach(() => {
    window.scrollTo = jest.fn()
  })

  it("starts a new page at the top at once, not with a smooth glide", () => {
    expect(navigate({})).toBe(false)
    expect(window.scrollTo).toHaveBeenCalledWith({ left: 0, top: 0, behavior: "instant" })
  })

  it("goes back to where the visitor was on Back", () => {
    navigate({}, [0, 1234])
    expect(window.scrollTo).toHaveBeenCalledWith({ left: 0, top: 1234, behavior: "instant" })
  })

  it("leaves a link to a section (#teams) to Gatsby", () => {
    expect(navigate({ hash: "#teams" })).toBe(true)
    expect(window.scrollTo).not.toHaveBeenCalled()
  })
})
