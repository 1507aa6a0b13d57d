// The notifications region (src/browser/frame/notifications.ts) on the empty region the server writes
// into every page (SiteNotifications), drawn in plain DOM from a store, and the connection notices
// (src/browser/frame/connection.ts).
import { fireEvent, screen, within } from "@testing-library/react"
import React from "react"
import messages from "../../../data/messages.json"
import { startConnectionNotices } from "../../../src/browser/frame/connection"
import { NOTIFICATION_TRANSITION_MS, registerNotificationContent, startNotifications } from "../../../src/browser/frame/notifications"
import { SiteNotifications } from "../../../src/components/notifications/site-notifications"
import { createNotificationsStore, type NotificationsStore } from "../../../src/state/notifications/store"
import { loadServerRenderer } from "../../support/server-render"

let stop: AbortController
let renderToString: Awaited<ReturnType<typeof loadServerRenderer>>

beforeAll(async () => {
  renderToString = await loadServerRenderer()
})
beforeEach(() => {
  jest.useFakeTimers()
  stop = new AbortController()
  document.body.innerHTML = renderToString(<SiteNotifications />)
})
afterEach(() => {
  stop.abort()
  jest.useRealTimers()
})

function startRegion(store: NotificationsStore = createNotificationsStore()): NotificationsStore {
  startNotifications(document, stop.signal, store)
  return store
}

const region = () => screen.getByRole("region", { name: messages.notifications.regionLabel })
const shownTitles = () => within(region()).queryAllByRole("listitem").map((item) => item.querySelector("p")?.textContent)
const advance = (ms: number) => jest.advanceTimersByTime(ms)

describe("the notifications region", () => {
  it("is a polite live region in the page's HTML, before anything is shown", () => {
    expect(region()).toHaveAttribute("aria-live", "polite")
    startRegion()
    expect(within(region()).queryAllByRole("listitem")).toHaveLength(0)
  })

  it("shows title and message, at most 5 at once, and promotes the queue in order as they close", () => {
    const store = startRegion()
    for (let index = 1; index <= 7; index++) store.show({ title: `T${index}`, message: `M${index}`, autoClose: false })
    expect(shownTitles()).toEqual(["T1", "T2", "T3", "T4", "T5"])
    expect(screen.getByText("M3")).toBeInTheDocument()
    fireEvent.click(within(screen.getAllByRole("listitem")[1]!).getByRole("button", { name: messages.notifications.closeLabel }))
    advance(NOTIFICATION_TRANSITION_MS)
    expect(shownTitles()).toEqual(["T1", "T3", "T4", "T5", "T6"])
  })

  it("closes by itself after 4000 ms by default, after the exit transition", () => {
    const store = startRegion()
    store.show({ title: "Saved", message: "ok" })
    advance(3999)
    expect(shownTitles()).toEqual(["Saved"])
    advance(1)
    expect(store.getState().notifications).toEqual([])
    // Still drawn, hidden from assistive technology, while it fades out.
    expect(shownTitles()).toEqual([])
    expect(document.querySelector('[data-state="leaving"]')).not.toBeNull()
    advance(NOTIFICATION_TRANSITION_MS)
    expect(document.querySelector('[data-state="leaving"]')).toBeNull()
    expect(document.querySelector("[data-notifications] ol")).toBeNull()
  })

  it("honours its own autoClose, and autoClose false keeps it until closed", () => {
    const store = startRegion()
    store.show({ title: "Quick", message: "q", autoClose: 1000 })
    store.show({ title: "Stays", message: "s", autoClose: false })
    advance(1000)
    expect(store.getState().notifications.map((item) => item.title)).toEqual(["Stays"])
    advance(60_000)
    expect(store.getState().notifications.map((item) => item.title)).toEqual(["Stays"])
  })

  it("pauses while hovered and resumes with the time that was left", () => {
    const store = startRegion()
    store.show({ title: "Hover me", message: "m" })
    advance(3000)
    fireEvent.mouseEnter(screen.getByRole("listitem"))
    advance(10_000)
    expect(shownTitles()).toEqual(["Hover me"])
    fireEvent.mouseLeave(screen.getByRole("listitem"))
    advance(999)
    expect(store.getState().notifications).toHaveLength(1)
    advance(1)
    expect(store.getState().notifications).toHaveLength(0)
  })

  it("pauses while focus is inside it (keyboard users reading it) and resumes after", () => {
    const store = startRegion()
    store.show({ title: "Focus me", message: "m" })
    const close = screen.getByRole("button", { name: messages.notifications.closeLabel })
    close.focus()
    advance(10_000)
    expect(store.getState().notifications).toHaveLength(1)
    close.blur()
    advance(4000)
    expect(store.getState().notifications).toHaveLength(0)
  })

  it("restarts the timer when the notification is updated", () => {
    const store = startRegion()
    store.show({ id: "job", title: "Sending", message: "…", loading: true, autoClose: false })
    expect(document.querySelector('[data-notification-id="job"] span[aria-hidden="true"]')).not.toBeNull()
    advance(10_000)
    store.update({ id: "job", title: "Sent", message: "done", loading: false, autoClose: 4000, color: "green" })
    expect(shownTitles()).toEqual(["Sent"])
    expect(screen.getByRole("listitem")).toHaveAttribute("data-color", "green")
    expect(document.querySelector('[data-notification-id="job"] span[aria-hidden="true"]')).toBeNull()
    advance(3999)
    expect(store.getState().notifications).toHaveLength(1)
    advance(1)
    expect(store.getState().notifications).toHaveLength(0)
  })

  it("puts a notification in its own position when it asks for one, bottom-right otherwise", () => {
    const store = startRegion()
    store.show({ title: "Default", message: "a", autoClose: false })
    store.show({ title: "Elsewhere", message: "b", autoClose: false, position: "bottom-left" })
    expect(screen.getByText("Default").closest("ol")).toHaveAttribute("data-position", "bottom-right")
    expect(screen.getByText("Elsewhere").closest("ol")).toHaveAttribute("data-position", "bottom-left")
  })

  it("leaves out the close button when asked to", () => {
    const store = startRegion()
    store.show({ title: "No close", message: "a", withCloseButton: false })
    expect(screen.queryByRole("button", { name: messages.notifications.closeLabel })).not.toBeInTheDocument()
  })

  it("shows elements as given, and an island's own content through the renderer it registered", () => {
    const store = startRegion()
    const button = document.createElement("button")
    button.textContent = "Undo"
    store.show({ title: "Cleared", message: button, autoClose: false })
    expect(within(screen.getByRole("listitem")).getByRole("button", { name: "Undo" })).toBe(button)
    const removed = jest.fn()
    registerNotificationContent((content, into) => {
      into.textContent = `drawn: ${(content as { text: string }).text}`
      return removed
    })
    store.show({ id: "rich", title: "Rich", message: { text: "vnode" } as never, autoClose: false })
    expect(screen.getByText("drawn: vnode")).toBeInTheDocument()
    store.hide("rich")
    advance(NOTIFICATION_TRANSITION_MS)
    expect(removed).toHaveBeenCalled()
  })

  it("leaves alone what another script wrote into the region (a chunk's failure)", () => {
    const stack = document.createElement("ol")
    stack.dataset.position = "bottom-right"
    stack.innerHTML = '<li id="chunk-load-error">Loading chunk a failed.</li>'
    region().append(stack)
    const store = startRegion()
    store.show({ title: "Saved", message: "ok" })
    advance(4000 + NOTIFICATION_TRANSITION_MS)
    expect(document.getElementById("chunk-load-error")).not.toBeNull()
  })

  it("names itself apart from the page around it in a page shown in a frame", () => {
    const top = jest.spyOn(window, "top", "get").mockReturnValue({} as Window)
    startRegion()
    expect(screen.getByRole("region", { name: messages.notifications.framedRegionLabel })).toHaveAttribute("data-notifications")
    top.mockRestore()
  })
})

describe("the connection notices", () => {
  it("report going offline, then back online, in one notification", () => {
    const store = startRegion()
    startConnectionNotices(document, stop.signal, store)
    window.dispatchEvent(new Event("offline"))
    expect(screen.getByText(messages.connection.offlineTitle)).toBeInTheDocument()
    advance(60_000)
    expect(screen.getByText(messages.connection.offlineTitle)).toBeInTheDocument()
    window.dispatchEvent(new Event("online"))
    expect(screen.queryByText(messages.connection.offlineTitle)).not.toBeInTheDocument()
    expect(screen.getByText(messages.connection.onlineTitle)).toBeInTheDocument()
    expect(store.getState().notifications).toHaveLength(1)
    advance(4000)
    expect(store.getState().notifications).toHaveLength(0)
  })

  it("say nothing when 'online' fires without a preceding 'offline'", () => {
    const store = createNotificationsStore()
    startConnectionNotices(document, stop.signal, store)
    window.dispatchEvent(new Event("online"))
    expect(store.getState().notifications).toHaveLength(0)
  })
})
