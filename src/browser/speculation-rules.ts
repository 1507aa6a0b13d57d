// Apart from the prefetch fallback (./prefetch.ts), so that a page in a browser that reads Speculation
// Rules asks for none of the fallback's code.

/** Whether the browser reads Speculation Rules (and so prefetches by itself). */
export function hasSpeculationRules(doc: Document): boolean {
  const scripts = doc.defaultView?.HTMLScriptElement as (typeof HTMLScriptElement & { supports?: (type: string) => boolean }) | undefined
  return scripts?.supports?.("speculationrules") === true
}
