import { renderHook } from "@testing-library/react"
import { useScrollToTopOnMount } from "../../src/hooks/use-scroll-to-top-on-mount"

describe("useScrollToTopOnMount", () => {
  it("jumps to the top at once when the page mounts, without the smooth animation", () => {
    const scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined)
    const { rerender } = renderHook(() => useScrollToTopOnMount())
    rerender()
    expect(scrollTo).toHaveBeenCalledTimes(1)
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" })
    scrollTo.mockRestore()
  })
})
