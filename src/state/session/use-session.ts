// React access to a session store: re-renders when it changes; during the static build it reads
// the state of a visitor with no saved token.
import { useSyncExternalStore } from "react"
import { createSessionStore, initialSessionState, type SessionState, type SessionStore } from "./session"

let pageStore: SessionStore | null = null
const signedOut = initialSessionState(null)

/** The page's session, created on first use so that the saved token is read in the browser. */
export function sessionStore(): SessionStore {
  pageStore ??= createSessionStore()
  return pageStore
}

export function useSession(store: SessionStore = sessionStore()): SessionState {
  return useSyncExternalStore(store.subscribe, store.getState, () => signedOut)
}
