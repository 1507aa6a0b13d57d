// The client-side login state (docs/behaviour.md#session-store): authenticated, user, isLoggedIn and
// token, with its four actions. No screen uses it yet. The token is read from localStorage under "token"; it
// is safe to import and read during the static build, where there is no window.
export const SESSION_TOKEN_KEY = "token"

/** What the sign-in service answered; its shape belongs to that service. */
export type AuthenticatedInfo = Record<string, unknown>
export type SessionUser = Record<string, unknown>

export interface SessionState {
  authenticated: AuthenticatedInfo
  user: SessionUser
  isLoggedIn: boolean
  token: string | null
}

export type SessionAction =
  | { type: "setAuthData"; authenticated: AuthenticatedInfo; user: SessionUser }
  | { type: "logout" }
  | { type: "setToken"; token: string | null }
  | { type: "setUser"; user: SessionUser }

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage
  } catch {
    return null // storage blocked by the browser's privacy settings
  }
}

export function readSavedToken(): string | null {
  try {
    return storage()?.getItem(SESSION_TOKEN_KEY) ?? null
  } catch {
    return null
  }
}

export function initialSessionState(token: string | null = readSavedToken()): SessionState {
  return { authenticated: {}, user: {}, isLoggedIn: Boolean(token), token }
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case "setAuthData":
      return { ...state, authenticated: action.authenticated, user: action.user, isLoggedIn: true }
    case "logout":
      // The token value stays in state: only setToken changes it.
      return { ...state, isLoggedIn: false }
    case "setToken":
      return { ...state, token: action.token, isLoggedIn: action.token ? true : state.isLoggedIn }
    case "setUser":
      return { ...state, user: action.user }
  }
}

export interface SessionStore {
  getState: () => SessionState
  subscribe: (listener: () => void) => () => void
  setAuthData: (authenticated: AuthenticatedInfo, user: SessionUser) => void
  logout: () => void
  setToken: (token: string | null) => void
  setUser: (user: SessionUser) => void
}

export function createSessionStore(initial: SessionState = initialSessionState()): SessionStore {
  let state = initial
  const listeners = new Set<() => void>()
  function dispatch(action: SessionAction) {
    state = sessionReducer(state, action)
    listeners.forEach((listener) => listener())
  }
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setAuthData: (authenticated, user) => dispatch({ type: "setAuthData", authenticated, user }),
    logout: () => dispatch({ type: "logout" }),
    setToken: (token) => dispatch({ type: "setToken", token }),
    setUser: (user) => dispatch({ type: "setUser", user }),
  }
}
