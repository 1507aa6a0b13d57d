// What a page at a path needs beyond the site's policy: the servers send that page a policy of its own
// (src/node/deploy/policy.ts policyFor), and the browser tests check a page got it.

const SEARCH_READER = { "script-src": ["'wasm-unsafe-eval'"] } as const

/**
 * Keys are addresses: a page's ("/search/" is that page, its index.html) or a file's; values name
 * directives and what they add.
 */
export const PATH_EXTRAS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  // Pagefind compiles its WebAssembly index reader at run time; no eval of JavaScript.
  "/search/": SEARCH_READER,
  "/ne/search/": SEARCH_READER,
  // Pagefind reads the index in a worker when it can, and a worker is held to its own script's
  // policy, not its page's: without this it fails, and the search waits out its fallback.
  "/pagefind/pagefind-worker.js": SEARCH_READER,
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
