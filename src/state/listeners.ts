// The subscription half of the site's small stores, as React's useSyncExternalStore expects it:
// components subscribe, and the store tells them all after each change.
export interface Listeners {
  subscribe: (listener: () => void) => () => void
  notify: () => void
}

export function createListeners(): Listeners {
  const listeners = new Set<() => void>()
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    notify: () => listeners.forEach((listener) => listener()),
  }
}
