// `gatsby serve` loads a function's bundle anew for every request (it deletes it from require's cache
// first), and each function is a bundle of its own, so state kept in a module's scope lasts one
// request of one function. What must last the process (the open database, the flood counts, the
// sign-in throttle) is kept on globalThis under a registered symbol, made once, shared by all functions.
export function processWide<T>(name: string, make: () => T): T {
  const store = globalThis as unknown as Record<symbol, T | undefined>
  const key = Symbol.for(`crest-academy:${name}`)
  return (store[key] ??= make())
}
