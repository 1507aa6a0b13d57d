// The four parts with rich state (the admission form, visit booking, search, the office), written
// by the server as islands (`data-island`) and hydrated with Preact by their own chunk. (Contract stub.)

/** Hydrates every island in `doc` (each when it nears the screen, where that helps); resolves once all are. */
export function startIslands(_doc: Document, _signal: AbortSignal): Promise<void> {
  return Promise.resolve()
}
