// What the 404 page shows for the current address (src/lib/routes/missing-path.ts). Unknown (null)
// while hydrating, so the first render matches the prebuilt HTML, where the inline head script and CSS
// have already chosen; on client-side navigation it is known at once. A redirect happens in place.
import { navigate } from "gatsby"
import { useEffect, useState } from "react"
import { classifyMissingPath, type MissingPathView } from "../lib/routes/missing-path"
import { MISSING_VIEW_ATTRIBUTE } from "../lib/routes/missing-path-script"

// gatsby-browser marks <html> once the first render has hydrated.
function hydrated(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true"
}

export function useMissingPathView(
  location: { pathname: string; search: string; hash: string },
  knownPaths: readonly string[],
  home: string,
): MissingPathView | null {
  const { pathname, search, hash } = location
  const [view, setView] = useState<MissingPathView | null>(() =>
    hydrated() ? classifyMissingPath(pathname, knownPaths, home) : null,
  )

  useEffect(() => {
    const next = classifyMissingPath(pathname, knownPaths, home)
    setView(next)
    // Unless the head script is already taking the visitor to the right address.
    const redirecting = document.documentElement.getAttribute(MISSING_VIEW_ATTRIBUTE) === "redirect"
    if (next.kind === "redirect" && !redirecting) void navigate(next.to + search + hash, { replace: true })
  }, [pathname, search, hash, knownPaths, home])

  useEffect(() => {
    const root = document.documentElement
    // Once React shows one view only, the head script's choice must not outlive this page; removed
    // earlier, the CSS would fall back to the not-found view for a moment.
    if (view && root.getAttribute(MISSING_VIEW_ATTRIBUTE) !== "redirect") root.removeAttribute(MISSING_VIEW_ATTRIBUTE)
  }, [view])

  return view
}
