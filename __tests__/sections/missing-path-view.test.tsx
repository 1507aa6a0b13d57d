import { renderHook } from "@testing-library/react"
import { navigate } from "gatsby"
import { useMissingPathView } from "../../src/hooks/use-missing-path-view"
import { MISSING_VIEW_ATTRIBUTE } from "../../src/lib/routes/missing-path-script"

const KNOWN = ["/", "/Preschool/", "/primary/"]
const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash })

afterEach(() => {
  delete document.documentElement.dataset.hydrated
  document.documentElement.removeAttribute(MISSING_VIEW_ATTRIBUTE)
  jest.mocked(navigate).mockClear()
})

describe("useMissingPathView", () => {
  it("decides after mount and then clears the head script's mark", () => {
    document.documentElement.setAttribute(MISSING_VIEW_ATTRIBUTE, "default")
    const { result } = renderHook(() => useMissingPathView(at("/xyz"), KNOWN, "/"))
    expect(result.current).toEqual({ kind: "default" })
    expect(document.documentElement.hasAttribute(MISSING_VIEW_ATTRIBUTE)).toBe(false)
    expect(navigate).not.toHaveBeenCalled()
  })

  it("redirects in place after a client-side navigation to a page in another letter case", () => {
    document.documentElement.dataset.hydrated = "true"
    const { result } = renderHook(() => useMissingPathView(at("/PRESCHOOL", "?a=1", "#b"), KNOWN, "/"))
    expect(result.current).toEqual({ kind: "redirect", to: "/Preschool/" })
    expect(navigate).toHaveBeenCalledWith("/Preschool/?a=1#b", { replace: true })
  })

  it("leaves the redirect to the head script when it has already started one", () => {
    document.documentElement.setAttribute(MISSING_VIEW_ATTRIBUTE, "redirect")
    renderHook(() => useMissingPathView(at("/preschool"), KNOWN, "/"))
    expect(navigate).not.toHaveBeenCalled()
    expect(document.documentElement.getAttribute(MISSING_VIEW_ATTRIBUTE)).toBe("redirect")
  })

  it("follows the address when it changes", () => {
    document.documentElement.dataset.hydrated = "true"
    const { result, rerender } = renderHook(({ path }) => useMissingPathView(at(path), KNOWN, "/"), { initialProps: { path: "/xyz" } })
    expect(result.current).toEqual({ kind: "default" })
    rerender({ path: "/a/b" })
    expect(result.current).toEqual({ kind: "not-found" })
  })
})
