import { act, fireEvent, render, screen, within } from "@testing-library/react"
import React from "react"
import messages from "../../data/messages.json"
import { NotificationsContainer, NOTIFICATION_TRANSITION_MS } from "../../src/components/notifications/notifications-container"
import { useNotifications } from "../../src/state/notifications/context"
import { SiteNotifications } from "../../src/components/notifications/site-notifications"
import { NotificationsProvider } from "../../src/state/notifications/provider"
import { createNotificationsStore, type NotificationsStore } from "../../src/state/notifications/store"

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

function renderContainer(store: NotificationsStore = createNotificationsStore()) {
  render(<NotificationsContainer store={store} />)
  return store
}

const region = () => screen.getByRole("region", { name: messages.notifications.regionLabel })
const shownTitles = () => within(region()).queryAllByRole("listitem").map((item) => item.querySelector("p")?.textContent)

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms)
  })
}

describe("NotificationsContainer", () => {
  it("is a polite live region that exists before anything is shown", () => {
    renderContainer()
    expect(region()).toHaveAttribute("aria-live", "polite")
    expect(within(region()).queryAllByRole("listitem")).toHaveLength(0)
  })

  it("shows title and message, at most 5 at once, and promotes the queue in order as they close", () => {
    const store = renderContainer()
    act(() => {
      for (let index = 1; index <= 7; index++) store.show({ title: `T${index}`, message: `M${index}`, autoClose: false })
    })
    expect(shownTitles()).toEqual(["T1", "T2", "T3", "T4", "T5"])
    expect(screen.getByText("M3")).toBeInTheDocument()
    fireEvent.click(within(screen.getAllByRole("listitem")[1]!).getByRole("button", { name: messages.notifications.closeLabel }))
    advance(NOTIFICATION_TRANSITION_MS)
    expect(shownTitles()).toEqual(["T1", "T3", "T4", "T5", "T6"])
  })

  it("closes by itself after 4000 ms by default, after the exit transition", () => {
    const store = renderContainer()
    act(() => {
      store.show({ title: "Saved", message: "ok" })
    })
    advance(3999)
    expect(shownTitles()).toEqual(["Saved"])
    advance(1)
    expect(store.getState().notifications).toEqual([])
    // Still drawn, hidden from assistive technology, while it fades out.
    expect(shownTitles()).toEqual([])
    expect(document.querySelector('[data-state="leaving"]')).not.toBeNull()
    advance(NOTIFICATION_TRANSITION_MS)
    expect(document.querySelector('[data-state="leaving"]')).toBeNull()
  })

  it("honours its own autoClose, and autoClose false keeps it until closed", () => {
    const store = renderContainer()
    act(() => {
      store.show({ title: "Quick", message: "q", autoClose: 1000 })
      store.show({ title: "Stays", message: "s", autoClose: false })
    })
    advance(1000)
    expect(store.getState().notifications.map((item) => item.title)).toEqual(["Stays"])
    advance(60_000)
    expect(store.getState().notifications.map((item) => item.title)).toEqual(["Stays"])
  })

  it("pauses while hovered and resumes with the time that was left", () => {
    const store = renderContainer()
    act(() => {
      store.show({ title: "Hover me", message: "m" })
    })
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
    const store = renderContainer()
    act(() => {
      store.show({ title: "Focus me", message: "m" })
    })
    const close = screen.getByRole("button", { name: messages.notifications.closeLabel })
    act(() => close.focus())
    advance(10_000)
    expect(store.getState().notifications).toHaveLength(1)
    act(() => close.blur())
    advance(4000)
    expect(store.getState().notifications).toHaveLength(0)
  })

  it("restarts the timer when the notification is updated", () => {
    const store = renderContainer()
    act(() => {
      store.show({ id: "job", title: "Sending", message: "…", loading: true, autoClose: false })
    })
    expect(document.querySelector('[data-notification-id="job"] span[aria-hidden="true"]')).not.toBeNull()
    advance(10_000)
    act(() => store.update({ id: "job", title: "Sent", message: "done", loading: false, autoClose: 4000, color: "green" }))
    expect(shownTitles()).toEqual(["Sent"])
    expect(screen.getByRole("listitem")).toHaveAttribute("data-color", "green")
    advance(3999)
    expect(store.getState().notifications).toHaveLength(1)
    advance(1)
    expect(store.getState().notifications).toHaveLength(0)
  })

  it("puts a notification in its own position when it asks for one", () => {
    const store = renderContainer()
    act(() => {
      store.show({ title: "Default", message: "a", autoClose: false })
      store.show({ title: "Elsewhere", message: "b", autoClose: false, position: "bottom-left" })
    })
    expect(screen.getByText("Default").closest("ol")).toHaveAttribute("data-position", "bottom-right")
    expect(screen.getByText("Elsewhere").closest("ol")).toHaveAttribute("data-position", "bottom-left")
  })

  it("uses bottom-right when no position is given", () => {
    const store = renderContainer()
    act(() => {
      store.show({ title: "Here", message: "a" })
    })
    expect(screen.getByText("Here").closest("ol")).toHaveAttribute("data-position", "bottom-right")
  })

  it("leaves out the close button when asked to", () => {
    const store = renderContainer()
    act(() => {
      store.show({ title: "No close", message: "a", withCloseButton: false })
    })
    expect(screen.queryByRole("button", { name: messages.notifications.closeLabel })).not.toBeInTheDocument()
  })
})

describe("NotificationsProvider and SiteNotifications", () => {
  function Notifier() {
    const { show, clean } = useNotifications()
    return (
      <>
        <button type="button" onClick={() => show({ title: "From a component", message: "hello" })}>
          show
        </button>
        <button type="button" onClick={clean}>
          clean
        </button>
      </>
    )
  }

  it("the provider only hands out the store: nothing is drawn without SiteNotifications", () => {
    const store = createNotificationsStore()
    render(
      <NotificationsProvider store={store}>
        <Notifier />
      </NotificationsProvider>,
    )
    fireEvent.click(screen.getByRole("button", { name: "show" }))
    expect(store.getState().notifications.map((item) => item.title)).toEqual(["From a component"])
    expect(screen.queryByRole("region", { name: messages.notifications.regionLabel })).not.toBeInTheDocument()
  })

  it("gives components show/clean through useNotifications and draws the provider's store once", () => {
    render(
      <NotificationsProvider store={createNotificationsStore()}>
        <Notifier />
        <SiteNotifications />
      </NotificationsProvider>,
    )
    fireEvent.click(screen.getByRole("button", { name: "show" }))
    expect(screen.getByText("From a component")).toBeInTheDocument()
    expect(screen.getAllByRole("region", { name: messages.notifications.regionLabel })).toHaveLength(1)
    fireEvent.click(screen.getByRole("button", { name: "clean" }))
    advance(NOTIFICATION_TRANSITION_MS)
    expect(screen.queryByText("From a component")).not.toBeInTheDocument()
  })

  it("reports going offline, then back online, in one notification", () => {
    const store = createNotificationsStore()
    render(
      <NotificationsProvider store={store}>
        <p>page</p>
        <SiteNotifications />
      </NotificationsProvider>,
    )
    act(() => {
      window.dispatchEvent(new Event("offline"))
    })
    expect(screen.getByText(messages.connection.offlineTitle)).toBeInTheDocument()
    advance(60_000)
    expect(screen.getByText(messages.connection.offlineTitle)).toBeInTheDocument()
    act(() => {
      window.dispatchEvent(new Event("online"))
    })
    expect(screen.queryByText(messages.connection.offlineTitle)).not.toBeInTheDocument()
    expect(screen.getByText(messages.connection.onlineTitle)).toBeInTheDocument()
    expect(store.getState().notifications).toHaveLength(1)
    advance(4000)
    expect(store.getState().notifications).toHaveLength(0)
  })

  it("says nothing when 'online' fires without a preceding 'offline'", () => {
    const store = createNotificationsStore()
    render(
      <NotificationsProvider store={store}>
        <p>page</p>
        <SiteNotifications />
      </NotificationsProvider>,
    )
    act(() => {
      window.dispatchEvent(new Event("online"))
    })
    expect(store.getState().notifications).toHaveLength(0)
  })
})
