import { isLeaving, unlessLeaving, watchLeaving } from "../../src/browser/leaving"

/** Whether the promise has settled after the queued callbacks ran, and how. */
async function state<T>(promise: Promise<T>): Promise<"pending" | "resolved" | "rejected"> {
  let result: "pending" | "resolved" | "rejected" = "pending"
  promise.then(
    () => (result = "resolved"),
    () => (result = "rejected"),
  )
  for (let turn = 0; turn < 5; turn++) await Promise.resolve()
  return result
}

const leave = () => window.dispatchEvent(new Event("beforeunload"))
const shownAgain = () => window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }))

let stop: () => void
beforeEach(() => {
  stop = watchLeaving(window)
})
afterEach(() => {
  window.dispatchEvent(new Event("pointerdown"))
  stop()
})

describe("a load that fails while the visitor leaves", () => {
  it("fails as usual while the visitor stays", async () => {
    expect(isLeaving()).toBe(false)
    expect(await state(unlessLeaving(Promise.reject(new Error("Loading chunk 1 failed."))))).toBe("rejected")
    expect(await state(unlessLeaving(Promise.resolve(1)))).toBe("resolved")
  })

  it("is held from beforeunload on: nothing after it runs", async () => {
    const failing = unlessLeaving(Promise.reject(new Error("Loading chunk 1 failed.")))
    leave()
    expect(isLeaving()).toBe(true)
    expect(await state(failing)).toBe("pending")
    // A load that succeeds still does.
    expect(await state(unlessLeaving(Promise.resolve("ok")))).toBe("resolved")
  })

  it("goes on as it would have once the page is shown again from the back/forward cache", async () => {
    leave()
    const failing = unlessLeaving(Promise.reject(new Error("Loading chunk 2 failed.")))
    expect(await state(failing)).toBe("pending")
    shownAgain()
    expect(isLeaving()).toBe(false)
    expect(await state(failing)).toBe("rejected")
  })

  it("counts again once the visitor acts on the page (a tel: link fires beforeunload too)", async () => {
    leave()
    window.dispatchEvent(new Event("keydown"))
    expect(isLeaving()).toBe(false)
    expect(await state(unlessLeaving(Promise.reject(new Error("Loading chunk 3 failed."))))).toBe("rejected")
  })
})
