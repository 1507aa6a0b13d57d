// Pages that bring their own frame instead of the site's layout (see wrapPageElement in
// src/wrap-root.tsx): the school form page, which /form/ shows in a frame and which is printed alone.
export const BARE_LAYOUT_PATHS: ReadonlySet<string> = new Set(["/school-form/"])

interface PageLike {
  path: string
  context?: Record<string, unknown>
}

/** The page again with `bareLayout: true` in its context, or null when it keeps the layout. */
export function withBareLayout<Page extends PageLike>(page: Page): Page | null {
  if (!BARE_LAYOUT_PATHS.has(page.path) || page.context?.bareLayout === true) return null
  return { ...page, context: { ...page.context, bareLayout: true } }
}
