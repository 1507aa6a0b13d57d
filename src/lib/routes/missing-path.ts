// What an address that has no page of its own shows (docs/behaviour.md#unknown-addresses):
// - a page of the site in another letter case (/preschool, /PRIMARY) → that page, redirected in place;
// - any other one-part address (/xyz) → the default category of data/curricula.json;
// - anything deeper (/a/b) → the not-found page.
// Each language has its own 404 page and applies the rule below its own home: under /ne/ a page in
// another letter case goes to its Nepali address, and /ne/xyz is the one-part address.
// classifyMissingPath is also written into an inline <script> of the 404 page (missing-path-script.ts),
// which runs before the first paint, so it must stay self-contained: no imports, no outer variables.

export type MissingPathView = { kind: "redirect"; to: string } | { kind: "default" } | { kind: "not-found" }

/**
 * @param pathname the address asked for, e.g. "/PRIMARY" or "/xyz/"
 * @param knownPaths every page of the 404 page's language, with trailing slash, e.g. ["/", "/primary/", "/senior/courses/law/"]
 * @param home the home of that language ("/" or "/ne/"): the parts of the address are counted below it
 */
export function classifyMissingPath(pathname: string, knownPaths: readonly string[], home: string): MissingPathView {
  // Plain loops and no destructuring, so the compiled text needs no helpers when inlined.
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    decoded = pathname
  }
  const parts = decoded.split("/").filter((part) => part !== "")
  const wanted = ("/" + parts.join("/") + "/").toLowerCase()
  for (let index = 0; index < knownPaths.length; index++) {
    const known = knownPaths[index]
    // Asked for exactly as built yet missing (a broken deploy): redirecting would loop.
    if (known !== undefined && known.toLowerCase() === wanted && known !== decoded) return { kind: "redirect", to: known }
  }
  const homeParts = home.split("/").filter((part) => part !== "")
  let below = 0
  while (below < homeParts.length && String(parts[below]).toLowerCase() === String(homeParts[below]).toLowerCase()) below++
  const first = parts[below]
  // The not-found page's own addresses (/404/, /404.html) show it.
  if (below === homeParts.length && parts.length === below + 1 && first !== undefined && !/^404(\.html)?$/i.test(first)) {
    return { kind: "default" }
  }
  return { kind: "not-found" }
}
