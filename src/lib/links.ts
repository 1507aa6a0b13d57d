// Internal links go through Gatsby's router; everything else is another site and opens in a new tab.
export function isInternalLink(to: string): boolean {
  return to.startsWith("/") && !to.startsWith("//")
}

/** Gatsby builds folders with a trailing slash; linking to that form avoids a redirect hop. */
export function withTrailingSlash(to: string): string {
  if (!isInternalLink(to)) return to
  const match = /^([^?#]*)(.*)$/.exec(to)!
  const [, pathname = "/", rest = ""] = match
  return (pathname.endsWith("/") ? pathname : `${pathname}/`) + rest
}
