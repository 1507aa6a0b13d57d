import { act, render, screen } from "@testing-library/react"
import React from "react"
import {
  createSessionStore,
  initialSessionState,
  readSavedToken,
  SESSION_TOKEN_KEY,
  sessionReducer,
} from "../../src/state/session/session"
import { useSession } from "../../src/state/session/use-session"

beforeEach(() => localStorage.clear())

describe("session initial state", () => {
  it("is logged out with a null token when nothing is saved", () => {
    expect(SESSION_TOKEN_KEY).toBe("token")
    expect(initialSessionState()).toEqual({ authenticated: {}, user: {}, isLoggedIn: false, token: null })
  })

  it("is logged in, with the token, when one is saved under 'token'", () => {
    localStorage.setItem("token", "abc.def")
    expect(readSavedToken()).toBe("abc.def")
    expect(initialSessionState()).toEqual({ authenticated: {}, user: {}, isLoggedIn: true, token: "abc.def" })
  })

  it("treats an empty saved token as none", () => {
    localStorage.setItem("token", "")
    expect(initialSessionState()).toMatchObject({ isLoggedIn: false, token: "" })
  })

  it("survives storage the browser refuses to open", () => {
    const spy = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError")
    })
    expect(initialSessionState()).toMatchObject({ isLoggedIn: false, token: null })
    spy.mockRestore()
  })
})

describe("session actions", () => {
  const start = initialSessionState(null)

  it("set auth data stores authenticated and user and marks logged in", () => {
    const state = sessionReducer(start, { type: "setAuthData", authenticated: { role: "parent" }, user: { name: "Sita" } })
    expect(state).toEqual({ authenticated: { role: "parent" }, user: { name: "Sita" }, isLoggedIn: true, token: null })
  })

  it("log out marks logged out and leaves the token in state", () => {
    const loggedIn = { ...start, isLoggedIn: true, token: "t1", user: { name: "Sita" } }
    expect(sessionReducer(loggedIn, { type: "logout" })).toEqual({ ...loggedIn, isLoggedIn: false })
  })

  it("set token stores it and marks logged in when it is not empty", () => {
    expect(sessionReducer(start, { type: "setToken", token: "t2" })).toMatchObject({ token: "t2", isLoggedIn: true })
  })

  it("set token with an empty value stores it and does not log in", () => {
    expect(sessionReducer(start, { type: "setToken", token: "" })).toMatchObject({ token: "", isLoggedIn: false })
    expect(sessionReducer(start, { type: "setToken", token: null })).toMatchObject({ token: null, isLoggedIn: false })
    const loggedIn = { ...start, isLoggedIn: true }
    expect(sessionReducer(loggedIn, { type: "setToken", token: "" }).isLoggedIn).toBe(true)
  })

  it("set user replaces the user and nothing else", () => {
    const state = { ...start, user: { name: "Sita", grade: 3 }, isLoggedIn: true }
    expect(sessionReducer(state, { type: "setUser", user: { name: "Ram" } })).toEqual({ ...state, user: { name: "Ram" } })
  })

  it("never changes the state it was given", () => {
    const frozen = Object.freeze({ ...start })
    expect(() => sessionReducer(frozen, { type: "setToken", token: "x" })).not.toThrow()
    expect(frozen.token).toBeNull()
  })
})

describe("session store and useSession", () => {
  it("applies each action and tells subscribers", () => {
    const store = createSessionStore(initialSessionState(null))
    const listener = jest.fn()
    store.subscribe(listener)
    store.setToken("t")
    store.setAuthData({ ok: true }, { name: "Sita" })
    store.setUser({ name: "Ram" })
    store.logout()
    expect(store.getState()).toEqual({ authenticated: { ok: true }, user: { name: "Ram" }, isLoggedIn: false, token: "t" })
    expect(listener).toHaveBeenCalledTimes(4)
  })

  it("re-renders a component that reads it", () => {
    const store = createSessionStore(initialSessionState(null))
    function Status() {
      const { isLoggedIn } = useSession(store)
      return <p>{isLoggedIn ? "in" : "out"}</p>
    }
    render(<Status />)
    expect(screen.getByText("out")).toBeInTheDocument()
    act(() => store.setToken("t"))
    expect(screen.getByText("in")).toBeInTheDocument()
  })
})
