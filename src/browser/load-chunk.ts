// A script chunk loaded on demand, shown, when it fails, as the site promises its visitors. (Contract stub.)

/**
 * Loads a chunk (`load` is a dynamic import); a load that fails or takes over 120 s shows the
 * "Loading chunk {id} failed." notification with the failure type and address, and rejects.
 */
export function loadChunk<T>(_id: string, load: () => Promise<T>): Promise<T> {
  return load()
}
