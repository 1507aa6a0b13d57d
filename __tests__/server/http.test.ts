/** @jest-environment node */
// answer(): an answer given before the request's body has all been read closes the connection, so the
// unread rest is neither drained by the server nor read as the next request, whichever server runs
// the function (Node's own http closes such a connection by itself, Express over it need not).
import { IncomingMessage, ServerResponse } from "node:http"
import { Socket } from "node:net"
import { answer, type ApiResponse } from "../../src/server/http"

function responseTo(complete: boolean, headers: Record<string, string> = { "content-length": "62914560" }): ApiResponse {
  const req = new IncomingMessage(new Socket())
  req.headers = headers
  req.complete = complete
  const res = new ServerResponse(req) as ApiResponse
  res.status = (code) => ((res.statusCode = code), res)
  res.json = () => undefined
  return res
}

describe("answer", () => {
  it.each([415, 405, 429, 400, 403, 413])("closes the connection when it answers %i before the body has arrived", (status) => {
    const res = responseTo(false)
    answer(res, status, { error: "x" })
    expect(res.getHeader("connection")).toBe("close")
    expect(res.statusCode).toBe(status)
  })

  it("keeps the connection of a request without a body, answered at once", () => {
    const res = responseTo(false, {})
    answer(res, 405, { error: "method" })
    expect(res.getHeader("connection")).toBeUndefined()
  })

  it("keeps the connection once the body has all arrived", () => {
    const res = responseTo(true)
    answer(res, 200, { ok: true })
    expect(res.getHeader("connection")).toBeUndefined()
  })
})
