// What a page at a path needs beyond the site's script policy, shared by the build (which writes it
// into that page's <meta> policy, src/node/deploy/policy.ts) and the browser (which must load such a
// page anew rather than move to it in place: a document keeps the policy it was loaded with).

/** Keys are page addresses ("/search/" is that page, its index.html); values name in-page directives. */
export const PATH_EXTRAS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  // Pagefind compiles its WebAssembly index reader at run time; no eval of JavaScript.
  "/search/": { "script-src": ["'wasm-unsafe-eval'"] },
  "/ne/search/": { "script-src": ["'wasm-unsafe-eval'"] },
}

/** The extras of the page at an address, with or without its trailing slash. */
export function extrasFor(pathname: string): Readonly<Record<string, readonly string[]>> {
  return PATH_EXTRAS[pathname] ?? PATH_EXTRAS[pathname.endsWith("/") ? pathname : `${pathname}/`] ?? {}
}

/** Whether a policy's text already allows everything the page at an address needs beyond the site's. */
export function policyCovers(policy: string, pathname: string): boolean {
  const directives = new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), new Set(values)] as const),
  )
  return Object.entries(extrasFor(pathname)).every(([name, values]) => values.every((value) => directives.get(name)?.has(value)))
}
