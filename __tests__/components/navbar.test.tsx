import { act, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import { Navbar } from "../../src/components/navbar/navbar"
import { DRAWER_TRANSITION_MS } from "../../src/components/drawer/drawer"
import { FIRST_VISIT_STORAGE_KEY } from "../../src/state/first-visit"
import { fill, mockSiteQuery, siteFixture } from "../support/site-fixture"
import { renderWithProviders } from "../support/render"

const MENU = siteFixture().navigation.menuLabel

beforeEach(() => {
  sessionStorage.clear()
  mockSiteQuery()
})

async function openDrawer() {
  await userEvent.click(screen.getByRole("button", { name: MENU }))
  return screen.getByRole("dialog")
}

async function waitForExit() {
  await act(() => new Promise((resolve) => setTimeout(resolve, DRAWER_TRANSITION_MS + 20)))
}

describe("Navbar", () => {
  it("shows the logo link home, About Us, the Form dropdown and the Menu button", () => {
    const site = mockSiteQuery()
    renderWithProviders(<Navbar />)
    expect(screen.getByRole("link", { name: fill(site.navigation.homeLabel) })).toHaveAttribute("href", "/")
    expect(screen.getByRole("link", { name: site.navigation.about.label })).toHaveAttribute("href", "/about/")
    expect(screen.getByRole("button", { name: site.navigation.formMenu.label })).toBeInTheDocument()
  })

  it("opens the drawer with every menu link, and opening it ends the first visit", async () => {
    const site = mockSiteQuery()
    renderWithProviders(<Navbar />)
    const drawer = await openDrawer()
    for (const link of site.navigation.drawerLinks) {
      expect(within(drawer).getByRole("link", { name: link.label })).toHaveAttribute("href", `${link.to}/`)
    }
    expect(within(drawer).getByRole("link", { name: site.navigation.about.label })).toBeInTheDocument()
    expect(within(drawer).getByRole("button", { name: site.navigation.formMenu.label })).toBeInTheDocument()
    expect(sessionStorage.getItem(FIRST_VISIT_STORAGE_KEY)).toBe("true")
    expect(document.body).toHaveClass("scroll-locked")
  })

  it("moves focus into the drawer and back to the Menu button when Escape closes it", async () => {
    renderWithProviders(<Navbar />)
    const menuButton = screen.getByRole("button", { name: MENU })
    const drawer = await openDrawer()
    expect(drawer).toContainElement(document.activeElement as HTMLElement)
    await userEvent.keyboard("{Escape}")
    await waitForExit()
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(menuButton).toHaveFocus()
    expect(document.body).not.toHaveClass("scroll-locked")
  })

  it("closes on the overlay, the close button and each link", async () => {
    const site = mockSiteQuery()
    renderWithProviders(<Navbar />)
    await openDrawer()
    await userEvent.click(screen.getByTestId("drawer-overlay"))
    await waitForExit()
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()

    await openDrawer()
    await userEvent.click(screen.getByRole("button", { name: site.navigation.closeLabel }))
    await waitForExit()
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()

    for (const link of site.navigation.drawerLinks) {
      const drawer = await openDrawer()
      await userEvent.click(within(drawer).getByRole("link", { name: link.label }))
      await waitForExit()
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    }
  })

  it("closes the drawer when a form is chosen from its dropdown", async () => {
    const site = mockSiteQuery()
    renderWithProviders(<Navbar />)
    const drawer = await openDrawer()
    await userEvent.click(within(drawer).getByRole("button", { name: site.navigation.formMenu.label }))
    await userEvent.click(within(drawer).getByRole("link", { name: fill(site.navigation.formMenu.items[0]!.label) }))
    await waitForExit()
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("keeps Tab inside the open drawer", async () => {
    renderWithProviders(<Navbar />)
    const drawer = await openDrawer()
    for (let step = 0; step < 12; step++) {
      await userEvent.tab()
      expect(drawer).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it("opening the Form dropdown ends the first visit", async () => {
    const site = mockSiteQuery()
    renderWithProviders(<Navbar />)
    await userEvent.click(screen.getByRole("button", { name: site.navigation.formMenu.label }))
    expect(sessionStorage.getItem(FIRST_VISIT_STORAGE_KEY)).toBe("true")
  })
  // A browser runs React's scheduled work between tasks, not inside act(): this replays a quick visitor
  // (or a busy phone) whose Escape arrives right after the click that opened the drawer.
  it("closes on an Escape pressed straight after the click that opened it", async () => {
    renderWithProviders(<Navbar />)
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    const wasActEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false
    try {
      screen.getByRole("button", { name: MENU }).click()
      // The click's own render runs in a microtask; anything React defers comes after this key.
      await Promise.resolve()
      await Promise.resolve()
      document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }))
      await new Promise((resolve) => setTimeout(resolve, DRAWER_TRANSITION_MS + 50))
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    } finally {
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment
    }
  })
})
