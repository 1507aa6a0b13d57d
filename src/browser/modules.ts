// The page parts that change after load, each a plain-DOM module found by its `data-module`
// attribute and loaded only on a page that has one. (Contract stub.)

/** Starts the module of every `[data-module]` element in `doc`; resolves once each has started. */
export function startModules(_doc: Document, _signal: AbortSignal): Promise<void> {
  return Promise.resolve()
}
