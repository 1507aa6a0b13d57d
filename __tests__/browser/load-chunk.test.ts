// A chunk loaded on demand (src/browser/load-chunk.ts): what it resolves to, and what a visitor sees
// when it fails or takes too long: the notification with "Loading chunk {id} failed.", the failure
// type and address, and a button that reloads.
import messages from "../../data/messages.json"
import { CHUNK_TIMEOUT_MS, loadChunk } from "../../src/browser/load-chunk"
import { notificationsRegionHtml } from "../support/notifications"

beforeEach(async () => {
  document.body.innerHTML = await notificationsRegionHtml()
})
afterEach(() => jest.useRealTimers())

const notification = () => document.querySelector("[data-notifications] li")

describe("a chunk", () => {
  it("resolves to what its import gives, and shows nothing", async () => {
    await expect(loadChunk("search", () => Promise.resolve({ start: 1 }))).resolves.toEqual({ start: 1 })
    expect(notification()).toBeNull()
  })

  it("that fails to load shows the message with the address the browser names, and a button to reload", async () => {
    const failed = new TypeError("Failed to fetch dynamically imported module: http://localhost:9000/scripts/search-ABC123.js")
    await expect(loadChunk("search", () => Promise.reject(failed))).rejects.toThrow("Loading chunk search failed.")
    const item = notification()!
    expect(item.textContent).toContain(messages.chunkError.title)
    expect(item.textContent).toContain(messages.chunkError.hint)
    expect(item.querySelector("code")!.textContent).toBe("Loading chunk search failed.\n(error: http://localhost:9000/scripts/search-ABC123.js)")
    expect(item.querySelector("button")!.textContent).toBe(messages.chunkError.reloadLabel)
  })

  it(`that is still on its way after ${CHUNK_TIMEOUT_MS / 1000} s counts as failed, and its late arrival changes nothing`, async () => {
    jest.useFakeTimers()
    let arrive: (value: string) => void = () => {}
    const loading = loadChunk("office", () => new Promise<string>((resolve) => (arrive = resolve)))
    const outcome = loading.catch((error: Error) => error.message)
    jest.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1)
    expect(notification()).toBeNull()
    jest.advanceTimersByTime(1)
    expect(await outcome).toBe(`Loading chunk office failed.\n(timeout: ${new URL("/scripts/office", document.baseURI).href})`)
    arrive("late")
    await Promise.resolve()
    expect(document.querySelectorAll("[data-notifications] li")).toHaveLength(1)
  })

  it("shows one notification however many fail", async () => {
    for (const id of ["a", "b"]) await loadChunk(id, () => Promise.reject(new Error("offline"))).catch(() => {})
    expect(document.querySelectorAll("[data-notifications] li")).toHaveLength(1)
    expect(notification()!.querySelector("code")!.textContent).toMatch(/^Loading chunk b failed\./)
  })
})
