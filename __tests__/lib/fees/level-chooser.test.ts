// The fees page's level chooser as its light page runs it, on HTML shaped as the page's server render.
import { ALL_LEVELS, LEVEL_CHOOSER, LEVEL_FEES, PRINT_BUTTON, startLevelChooser } from "../../../src/lib/fees/level-chooser"

const LEVELS = ["Nursery", "Grade 1", "Grade 11"]

function page(): HTMLElement {
  const root = document.createElement("div")
  root.innerHTML = `
    <label for="chooser">Choose</label>
    <select id="chooser" ${LEVEL_CHOOSER}="">
      <option value="${ALL_LEVELS}">All</option>
      ${LEVELS.map((name, index) => `<option value="${index}">${name}</option>`).join("")}
    </select>
    <button type="button" ${PRINT_BUTTON}="">Print</button>
    ${LEVELS.map((name, index) => `<section ${LEVEL_FEES}="${index}"><h2>${name}</h2></section>`).join("")}`
  document.body.replaceChildren(root)
  return root
}

const shown = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>("section")].filter((section) => !section.hidden).map((section) => section.textContent)

function choose(root: HTMLElement, value: string) {
  const chooser = root.querySelector("select")!
  chooser.value = value
  chooser.dispatchEvent(new Event("change"))
}

describe("the fees level chooser of the light page", () => {
  it("shows the chosen level's fees alone, and every level's again", () => {
    const root = page()
    const stop = new AbortController()
    startLevelChooser(root, stop.signal)
    expect(shown(root)).toEqual(LEVELS)
    choose(root, "2")
    expect(shown(root)).toEqual(["Grade 11"])
    choose(root, "0")
    expect(shown(root)).toEqual(["Nursery"])
    choose(root, ALL_LEVELS)
    expect(shown(root)).toEqual(LEVELS)
    stop.abort()
  })

  it("shows at once the level the browser kept chosen through a reload", () => {
    const root = page()
    root.querySelector("select")!.value = "1"
    startLevelChooser(root, new AbortController().signal)
    expect(shown(root)).toEqual(["Grade 1"])
  })

  it("prints the page from its button, and stops when told", () => {
    const print = jest.spyOn(window, "print").mockImplementation(() => undefined)
    const root = page()
    const stop = new AbortController()
    startLevelChooser(root, stop.signal)
    root.querySelector("button")!.click()
    expect(print).toHaveBeenCalledTimes(1)
    stop.abort()
    root.querySelector("button")!.click()
    choose(root, "2")
    expect(print).toHaveBeenCalledTimes(1)
    expect(shown(root)).toEqual(LEVELS)
    print.mockRestore()
  })
})
