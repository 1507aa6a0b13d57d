// The office page's calls that change something send JSON, with a body even when there is nothing to
// say: the server takes no other kind for them (src/server/office/handler.ts).
import { officeApi } from "../../../src/features/office/api"

const fetchMock = jest.fn()
beforeEach(() => {
  fetchMock.mockReset()
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve({}) })
  global.fetch = fetchMock
})

describe("the office page's calls", () => {
  it.each([
    ["signIn", () => officeApi.signIn("sita", "secret")],
    ["signOut", () => officeApi.signOut()],
    ["setStatus", () => officeApi.setStatus("CA-2083-0001", "invited", "", 1)],
    ["remove", () => officeApi.remove("CA-2083-0001")],
    ["cancelVisit", () => officeApi.cancelVisit("CV-2083-0001")],
    ["moveVisit", () => officeApi.moveVisit("CV-2083-0001", "2026-11-29T10:00")],
    ["statusLink", () => officeApi.statusLink("CA-2083-0001")],
  ])("%s sends a JSON body as application/json", async (_name, send) => {
    await send()
    const init = fetchMock.mock.calls[0]![1] as RequestInit
    expect(init.method).not.toBe("GET")
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json")
    expect(typeof JSON.parse(String(init.body))).toBe("object")
  })
})
