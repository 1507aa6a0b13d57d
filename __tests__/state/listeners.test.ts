import { createListeners } from "../../src/state/listeners"

it("tells every subscriber after a change, and no longer after it unsubscribes", () => {
  const listeners = createListeners()
  const first = jest.fn()
  const second = jest.fn()
  const unsubscribeFirst = listeners.subscribe(first)
  listeners.subscribe(second)
  listeners.notify()
  unsubscribeFirst()
  listeners.notify()
  expect(first).toHaveBeenCalledTimes(1)
  expect(second).toHaveBeenCalledTimes(2)
})
