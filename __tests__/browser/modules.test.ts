// The registry of the page parts' modules: a page loads the modules its markup names, once each, and
// starts each on every element that names it; a name no module has fails loudly.
import { screen, within } from "@testing-library/dom"
import { loadChunk } from "../../src/browser/load-chunk"
import { startModules } from "../../src/browser/modules"
import { start as startVideo } from "../../src/browser/modules/video"
import { start as startNoticeList } from "../../src/browser/modules/notice-list"
import { start as startFees } from "../../src/browser/modules/fees"
import { notificationsRegionHtml } from "../support/notifications"

jest.mock("../../src/browser/load-chunk", () => ({ loadChunk: jest.fn((_id: string, load: () => Promise<unknown>) => load()) }))
jest.mock("../../src/browser/modules/video", () => ({ start: jest.fn() }))
jest.mock("../../src/browser/modules/notice-list", () => ({ start: jest.fn() }))
jest.mock("../../src/browser/modules/fees", () => ({
  start: jest.fn(() => {
    throw new Error("the fees part broke")
  }),
}))

afterEach(() => {
  document.body.innerHTML = ""
  jest.clearAllMocks()
})

function page(html: string): AbortSignal {
  document.body.innerHTML = html
  return new AbortController().signal
}

describe("startModules", () => {
  it("loads only the modules the page names, each once, through loadChunk", async () => {
    const signal = page('<figure data-module="video"></figure><div data-module="video"></div><p>no part</p>')
    await startModules(document, signal)
    expect(jest.mocked(loadChunk).mock.calls.map(([id]) => id)).toEqual(["video"])
    expect(startNoticeList).not.toHaveBeenCalled()
  })

  it("starts the module on each of its elements, with the signal, once however often it runs", async () => {
    const signal = page('<figure data-module="video" id="a"></figure><div data-module="video" id="b"></div><div data-module="notice-list" id="c"></div>')
    await startModules(document, signal)
    await startModules(document, signal)
    expect(jest.mocked(startVideo).mock.calls).toEqual([
      [document.getElementById("a"), signal],
      [document.getElementById("b"), signal],
    ])
    expect(jest.mocked(startNoticeList).mock.calls).toEqual([[document.getElementById("c"), signal]])
  })

  it("fails loudly on a name no module has, once the page's other parts have started", async () => {
    const signal = page('<div data-module="vidoe"></div><figure data-module="video"></figure>')
    await expect(startModules(document, signal)).rejects.toThrow('No page module is named "vidoe" (data-module on <div>)')
    expect(startVideo).toHaveBeenCalledTimes(1)
  })

  it("shows the error screen in the place of a part whose start throws, rejects, and still starts the others", async () => {
    // The page's frame holds the screen's texts in the page's language.
    const signal = page(`${await notificationsRegionHtml()}<div data-module="fees" id="fees">the fees</div><figure data-module="video"></figure>`)
    await expect(startModules(document, signal)).rejects.toThrow("the fees part broke")
    expect(startFees).toHaveBeenCalledTimes(1)
    expect(startVideo).toHaveBeenCalledTimes(1)
    const alert = screen.getByRole("alert", { name: "Unexpected Application Error!" })
    expect(within(alert).getByText("the fees part broke")).toBeInTheDocument()
    expect(within(alert).getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/")
    expect(alert.nextElementSibling).toBe(document.getElementById("fees"))
    expect(document.getElementById("fees")).not.toBeVisible()
  })

  it("rejects when a module's chunk fails to load", async () => {
    jest.mocked(loadChunk).mockRejectedValueOnce(new Error("Loading chunk video failed."))
    const signal = page('<figure data-module="video"></figure>')
    await expect(startModules(document, signal)).rejects.toThrow("Loading chunk video failed.")
  })

  it("resolves at once on a page without parts", async () => {
    await expect(startModules(document, page("<p>plain</p>"))).resolves.toBeUndefined()
    expect(loadChunk).not.toHaveBeenCalled()
  })
})
