// The site's frame (src/browser/frame.ts) on the HTML the server writes for every page, as
// wrapServerPageElement renders it, with no React in the browser: the Menu drawer, the Form dropdowns,
// the bar's shadow, the back-to-top button, the alerts and the end of the first visit.
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import React from "react"
import { startFrame } from "../../../src/browser/frame"
import { ALERTS_EVERY_MS } from "../../../src/browser/frame/alerts-region"
import { BackToTop } from "../../../src/components/back-to-top/back-to-top"
import { DISMISSED_KEY } from "../../../src/lib/alerts/alerts"
import { FIRST_VISIT_STORAGE_KEY, SCROLL_LOCK_CLASS } from "../../../src/lib/page-frame"
import { wrapRootElement, wrapServerPageElement } from "../../../src/wrap-root"
import { mockReducedMotion } from "../../support/media"
import { loadServerRenderer } from "../../support/server-render"
import { asStaticQuery, fill, siteFixture } from "../../support/site-fixture"

const site = siteFixture()
const nav = site.navigation
const alertTexts = {
  locale: "en",
  regionLabel: "Notices for today",
  dismissLabel: "Hide this notice",
  severityLabels: { info: "For your information", warning: "Please note", critical: "Important" },
}
const today = { starts: "2026-07-20T06:00:00+05:45", ends: "2026-07-20T18:00:00+05:45" }

let renderToString: Awaited<ReturnType<typeof loadServerRenderer>>
let stopPage: (() => void) | undefined

beforeAll(async () => {
  renderToString = await loadServerRenderer()
})

afterEach(() => {
  stopPage?.()
  stopPage = undefined
  document.body.className = ""
  document.documentElement.removeAttribute("data-hydrated")
  sessionStorage.clear()
  localStorage.clear()
  jest.useRealTimers()
})

/** The page as the build writes it at `pathname`, its frame started: no React runs in it afterwards. */
function servePage(pathname: string, alerts: object[] = [], content: React.ReactElement = <h1>The page</h1>): Promise<void> {
  jest.mocked(useStaticQuery).mockReturnValue(
    asStaticQuery({ siteJson: site, alertsJson: { ...alertTexts, alerts }, buildClock: { now: "2026-07-20T07:00:00+05:45" } }),
  )
  const props = { location: { pathname }, pageContext: {}, path: pathname } as never
  const page = wrapServerPageElement!({ element: content, props }, { plugins: [] }) as React.ReactElement
  const element = wrapRootElement({ pathname, element: page })
  stopPage?.()
  document.body.innerHTML = renderToString(element)
  const stop = new AbortController()
  const started = startFrame(document, stop.signal)
  stopPage = () => stop.abort()
  // The alerts' module is a chunk of its own: a test of the alerts waits for it.
  return started
}

const menuButton = () => screen.getByRole("button", { name: nav.menuLabel })
const drawer = () => screen.getByRole("dialog", { name: nav.drawerTitle })

/** As long as the stylesheet's transition (none in jsdom): the drawer leaves the page after it. */
const afterTransition = () => new Promise((resolve) => setTimeout(resolve, 10))

describe("a page's HTML", () => {
  it("starts the frame on a page without the layout (the form a frame shows) too", () => {
    jest.mocked(useStaticQuery).mockReturnValue(asStaticQuery({ siteJson: site, alertsJson: { ...alertTexts, alerts: [] }, buildClock: { now: "2026-07-20T07:00:00+05:45" } }))
    const props = { location: { pathname: "/school-form/" }, pageContext: { bareLayout: true }, path: "/school-form/" } as never
    const page = wrapServerPageElement!({ element: <h1>The form</h1>, props }, { plugins: [] }) as React.ReactElement
    document.body.innerHTML = renderToString(wrapRootElement({ pathname: "/school-form/", element: page }))
    const stop = new AbortController()
    expect(() => startFrame(document, stop.signal)).not.toThrow()
    expect(screen.queryByRole("banner")).not.toBeInTheDocument()
    expect(screen.getByRole("region", { name: "Notifications" })).toHaveAttribute("aria-live", "polite")
    stop.abort()
  })

  it("holds the drawer closed, named by the Menu button, on every page", () => {
    for (const pathname of ["/form/", "/ne/form/", "/search/"]) {
      servePage(pathname)
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
      const root = document.getElementById(menuButton().getAttribute("aria-controls")!)
      expect(root).toHaveAttribute("data-drawer")
      expect(root).toHaveAttribute("hidden")
      expect(menuButton()).toHaveAttribute("aria-expanded", "false")
    }
  })
})

describe("the Menu drawer", () => {
  it("opens with every menu link, focus inside, the page locked, and ends the first visit", async () => {
    servePage("/form/")
    await userEvent.click(menuButton())
    for (const link of nav.drawerLinks) {
      expect(within(drawer()).getByRole("link", { name: link.label })).toHaveAttribute("href", `${link.to}/`)
    }
    expect(within(drawer()).getByRole("link", { name: nav.about.label })).toBeInTheDocument()
    expect(within(drawer()).getByRole("button", { name: nav.formMenu.label })).toBeInTheDocument()
    expect(drawer()).toContainElement(document.activeElement as HTMLElement)
    expect(menuButton()).toHaveAttribute("aria-expanded", "true")
    expect(document.body).toHaveClass(SCROLL_LOCK_CLASS)
    expect(sessionStorage.getItem(FIRST_VISIT_STORAGE_KEY)).toBe("true")
  })

  it("closes on Escape, gives focus back to the Menu button and unlocks the page", async () => {
    servePage("/form/")
    await userEvent.click(menuButton())
    await userEvent.keyboard("{Escape}")
    expect(menuButton()).toHaveFocus()
    expect(menuButton()).toHaveAttribute("aria-expanded", "false")
    expect(document.body).not.toHaveClass(SCROLL_LOCK_CLASS)
    await afterTransition()
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("closes on the overlay, the close button and each link", async () => {
    servePage("/form/")
    const closers = [
      () => document.querySelector<HTMLElement>("[data-drawer] > [data-drawer-close]")!,
      () => within(drawer()).getByRole("button", { name: nav.closeLabel }),
      ...nav.drawerLinks.map((link) => () => within(drawer()).getByRole("link", { name: link.label })),
    ]
    for (const closer of closers) {
      await userEvent.click(menuButton())
      // A link leads away in a real browser; here the click only has to close the drawer.
      const target = closer()
      target.addEventListener("click", (event) => event.preventDefault(), { once: true })
      await userEvent.click(target)
      await afterTransition()
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    }
  })

  it("keeps Tab inside, both ways", async () => {
    servePage("/form/")
    await userEvent.click(menuButton())
    for (let step = 0; step < 12; step++) {
      await userEvent.tab()
      expect(drawer()).toContainElement(document.activeElement as HTMLElement)
    }
    for (let step = 0; step < 12; step++) {
      await userEvent.tab({ shift: true })
      expect(drawer()).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it("closes when a form is chosen from its dropdown", async () => {
    servePage("/form/")
    await userEvent.click(menuButton())
    await userEvent.click(within(drawer()).getByRole("button", { name: nav.formMenu.label }))
    const item = within(drawer()).getByRole("link", { name: fill(nav.formMenu.items[0]!.label) })
    item.addEventListener("click", (event) => event.preventDefault(), { once: true })
    await userEvent.click(item)
    expect(menuButton()).toHaveAttribute("aria-expanded", "false")
    await afterTransition()
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("closes its Form dropdown on Escape first, and stays open", async () => {
    servePage("/form/")
    await userEvent.click(menuButton())
    const toggle = within(drawer()).getByRole("button", { name: nav.formMenu.label })
    await userEvent.click(toggle)
    const item = within(drawer()).getByRole("link", { name: fill(nav.formMenu.items[0]!.label) })
    expect(item).toBeVisible()
    await userEvent.keyboard("{Escape}")
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveFocus()
    expect(drawer()).toBeInTheDocument()
    await userEvent.keyboard("{Escape}")
    await afterTransition()
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })
})

describe("the Form dropdown of the bar", () => {
  // The drawer's own dropdown is out of the page while the drawer is closed.
  const toggle = () => screen.getByRole("button", { name: nav.formMenu.label })

  it("opens its list of forms and ends the first visit", async () => {
    servePage("/form/")
    await userEvent.click(toggle())
    expect(toggle()).toHaveAttribute("aria-expanded", "true")
    expect(screen.getAllByRole("link", { name: fill(nav.formMenu.items[0]!.label) })[0]).toBeVisible()
    expect(sessionStorage.getItem(FIRST_VISIT_STORAGE_KEY)).toBe("true")
  })

  it("closes on a second click, and when a form is chosen", async () => {
    servePage("/form/")
    await userEvent.click(toggle())
    await userEvent.click(toggle())
    expect(toggle()).toHaveAttribute("aria-expanded", "false")
    await userEvent.click(toggle())
    const item = screen.getAllByRole("link", { name: fill(nav.formMenu.items[0]!.label) })[0]!
    item.addEventListener("click", (event) => event.preventDefault(), { once: true })
    await userEvent.click(item)
    expect(toggle()).toHaveAttribute("aria-expanded", "false")
  })

  it("closes on an outside click, and on Escape with focus back on the button", async () => {
    servePage("/form/")
    await userEvent.click(toggle())
    await userEvent.click(screen.getByRole("heading", { level: 1, name: "The page" }))
    expect(toggle()).toHaveAttribute("aria-expanded", "false")
    expect(document.getElementById(toggle().getAttribute("aria-controls")!)).not.toBeVisible()
    await userEvent.click(toggle())
    await userEvent.keyboard("{Escape}")
    expect(toggle()).toHaveAttribute("aria-expanded", "false")
    expect(toggle()).toHaveFocus()
  })
})

describe("the bar", () => {
  it("shows its shadow once the page is scrolled", () => {
    servePage("/form/")
    const bar = screen.getByRole("banner")
    expect(bar).toHaveAttribute("data-scrolled", "false")
    Object.defineProperty(window, "scrollY", { configurable: true, value: 300 })
    window.dispatchEvent(new Event("scroll"))
    expect(bar).toHaveAttribute("data-scrolled", "true")
    Object.defineProperty(window, "scrollY", { configurable: true, value: 0 })
    window.dispatchEvent(new Event("scroll"))
    expect(bar).toHaveAttribute("data-scrolled", "false")
  })
})

describe("the alerts", () => {
  it("dismiss for good, moving focus on to what Tab reaches next, and hide their region when none is left", async () => {
    jest.useFakeTimers({ now: new Date("2026-07-20T12:00:00+05:45"), advanceTimers: true })
    await servePage("/form/", [
      { id: "rain", message: "Closed for rain", severity: "warning", ...today, link: null },
      { id: "bus", message: "Buses run late", severity: "info", ...today, link: { label: "Routes", to: "/about" } },
    ])
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    const region = screen.getByRole("region", { name: alertTexts.regionLabel })
    const [first, second] = within(region).getAllByRole("button", { name: alertTexts.dismissLabel })
    await user.click(first!)
    expect(screen.getByText(/Closed for rain/)).not.toBeVisible()
    expect(within(region).getByRole("link", { name: "Routes" })).toHaveFocus()
    expect(JSON.parse(localStorage.getItem(DISMISSED_KEY)!)).toEqual(["rain"])
    await user.click(second!)
    expect(region).not.toBeVisible()
    expect(JSON.parse(localStorage.getItem(DISMISSED_KEY)!)).toEqual(["rain", "bus"])
    // Past the alerts: the skip link is before them, so Tab's next stop is the bar's first link.
    expect(document.activeElement).toBe(screen.getByRole("banner").querySelector("a[href]"))
  })

  it("keep a dismissed alert hidden on the next page view, and never hide a critical one for it", async () => {
    jest.useFakeTimers({ now: new Date("2026-07-20T12:00:00+05:45") })
    localStorage.setItem(DISMISSED_KEY, JSON.stringify(["rain", "fire"]))
    await servePage("/about/", [
      { id: "rain", message: "Closed for rain", severity: "warning", ...today, link: null },
      { id: "fire", message: "Fire drill", severity: "critical", ...today, link: null },
    ])
    expect(screen.getByText(/Closed for rain/)).not.toBeVisible()
    expect(screen.getByRole("alert")).toHaveTextContent("Fire drill")
    expect(within(screen.getByRole("alert")).queryByRole("button")).not.toBeInTheDocument()
  })

  it("show an alert once it starts and hide it once it ends, on a page left open", async () => {
    jest.useFakeTimers({ now: new Date("2026-07-20T05:59:30+05:45") })
    await servePage("/about/", [{ id: "rain", message: "Closed for rain", severity: "warning", ...today, link: null }])
    const region = document.getElementById("site-alerts")!
    expect(region).not.toBeVisible()
    jest.advanceTimersByTime(ALERTS_EVERY_MS)
    expect(screen.getByRole("region", { name: alertTexts.regionLabel })).toBeVisible()
    expect(screen.getByText(/Closed for rain/)).toBeVisible()
    jest.setSystemTime(new Date("2026-07-20T18:00:00+05:45"))
    jest.advanceTimersByTime(ALERTS_EVERY_MS)
    expect(region).not.toBeVisible()
  })
})

describe("the back-to-top button", () => {
  beforeEach(() => {
    window.scrollTo = jest.fn()
  })

  it.each([
    ["scrolls smoothly", false, "smooth"],
    ["jumps without animation under prefers-reduced-motion", true, "auto"],
  ])("%s to the top and moves focus to the start of the page", async (_how, reduced, behavior) => {
    mockReducedMotion(reduced)
    servePage("/", [], <BackToTop label="Back to top" />)
    await userEvent.click(screen.getByRole("button", { name: "Back to top" }))
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior })
    expect(screen.getByRole("link", { name: nav.skipToContent })).toHaveFocus()
  })
})

describe("the end of the first visit", () => {
  it("is not brought about by a page view alone", () => {
    servePage("/form/")
    expect(sessionStorage.getItem(FIRST_VISIT_STORAGE_KEY)).toBeNull()
  })

  it("holds with storage blocked: the menus still open", async () => {
    servePage("/form/")
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("blocked")
    })
    await userEvent.click(menuButton())
    expect(menuButton()).toHaveAttribute("aria-expanded", "true")
    setItem.mockRestore()
  })
})
