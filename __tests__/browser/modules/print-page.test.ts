// The admission form page's print button (src/browser/modules/print-page.ts).
import { start } from "../../../src/browser/modules/print-page"

it("prints the page when pressed, and no more once stopped", () => {
  const print = jest.spyOn(window, "print").mockImplementation(() => {})
  document.body.innerHTML = `<button type="button" data-module="print-page">Print</button>`
  const button = document.querySelector("button")!
  const stop = new AbortController()
  start(button, stop.signal)
  button.click()
  expect(print).toHaveBeenCalledTimes(1)
  stop.abort()
  button.click()
  expect(print).toHaveBeenCalledTimes(1)
  print.mockRestore()
})
