import { deferredWrite } from "../../src/features/admission/deferred-write"

const DELAY = 500

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true })
  document.dispatchEvent(new Event("visibilitychange"))
}

describe("deferredWrite", () => {
  let stop: () => void = () => undefined
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    stop()
    jest.useRealTimers()
    setVisibility("visible")
  })

  function make() {
    const deferred = deferredWrite(DELAY)
    stop = deferred.stop
    return deferred
  }

  it("writes once the pause is over, only the newest write", () => {
    const deferred = make()
    const writes: string[] = []
    deferred.later(() => writes.push("A"))
    jest.advanceTimersByTime(DELAY - 1)
    deferred.later(() => writes.push("Aa"))
    jest.advanceTimersByTime(DELAY - 1)
    expect(writes).toEqual([])
    jest.advanceTimersByTime(1)
    expect(writes).toEqual(["Aa"])
    jest.advanceTimersByTime(DELAY * 4)
    expect(writes).toEqual(["Aa"])
  })

  it("writes at once when the page is left or hidden, and not again afterwards", () => {
    const deferred = make()
    const writes: string[] = []
    deferred.later(() => writes.push("left"))
    window.dispatchEvent(new Event("pagehide"))
    expect(writes).toEqual(["left"])
    deferred.later(() => writes.push("hidden"))
    setVisibility("hidden")
    expect(writes).toEqual(["left", "hidden"])
    jest.advanceTimersByTime(DELAY * 2)
    expect(writes).toEqual(["left", "hidden"])
  })

  it("waits while the page is shown again", () => {
    const deferred = make()
    const writes: string[] = []
    deferred.later(() => writes.push("A"))
    setVisibility("visible")
    expect(writes).toEqual([])
  })

  it("writes on request, drops a cancelled write, and stops listening when stopped", () => {
    const deferred = make()
    const writes: string[] = []
    deferred.now()
    deferred.later(() => writes.push("now"))
    deferred.now()
    expect(writes).toEqual(["now"])
    deferred.later(() => writes.push("cancelled"))
    deferred.cancel()
    jest.advanceTimersByTime(DELAY)
    deferred.later(() => writes.push("stopped"))
    deferred.stop()
    window.dispatchEvent(new Event("pagehide"))
    jest.advanceTimersByTime(DELAY)
    expect(writes).toEqual(["now"])
  })
})
