/**
 * @jest-environment node
 */
// The static build renders pages in Node, where there is no window and no localStorage.
import React from "react"
import { renderToString } from "react-dom/server"
import { initialSessionState, readSavedToken } from "../../src/state/session/session"
import { sessionStore, useSession } from "../../src/state/session/use-session"

describe("session during the static build", () => {
  it("reads as logged out without touching window", () => {
    expect(typeof window).toBe("undefined")
    expect(readSavedToken()).toBeNull()
    expect(initialSessionState()).toEqual({ authenticated: {}, user: {}, isLoggedIn: false, token: null })
    expect(sessionStore().getState().isLoggedIn).toBe(false)
  })

  it("renders a component that reads it", () => {
    function Status() {
      return <p>{useSession().isLoggedIn ? "in" : "out"}</p>
    }
    expect(renderToString(<Status />)).toBe("<p>out</p>")
  })
})
