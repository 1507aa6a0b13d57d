import {
  cleanNotifications,
  cleanNotificationsQueue,
  hideNotification,
  initialNotificationsState,
  showNotification,
  updateNotification,
  type Notification,
  type NotificationsState,
} from "../../src/state/notifications/queue"
import { createNotificationsStore } from "../../src/state/notifications/store"

const item = (id: string, extra: Partial<Notification> = {}): Notification => ({ id, message: `message ${id}`, ...extra })
const ids = (list: Notification[]) => list.map((notification) => notification.id)

function withShown(count: number, limit = 5): NotificationsState {
  let state = initialNotificationsState(limit)
  for (let index = 1; index <= count; index++) state = showNotification(state, item(`n${index}`))
  return state
}

describe("notification queue (pure)", () => {
  it("shows up to the limit of 5 and queues the rest in arrival order", () => {
    const state = withShown(8)
    expect(ids(state.notifications)).toEqual(["n1", "n2", "n3", "n4", "n5"])
    expect(ids(state.queue)).toEqual(["n6", "n7", "n8"])
  })

  it("respects another limit", () => {
    const state = withShown(3, 2)
    expect(ids(state.notifications)).toEqual(["n1", "n2"])
    expect(ids(state.queue)).toEqual(["n3"])
  })

  it("promotes the oldest queued one when a shown one is hidden, keeping the order", () => {
    let state = withShown(8)
    state = hideNotification(state, "n2")
    expect(ids(state.notifications)).toEqual(["n1", "n3", "n4", "n5", "n6"])
    expect(ids(state.queue)).toEqual(["n7", "n8"])
    state = hideNotification(hideNotification(state, "n1"), "n6")
    expect(ids(state.notifications)).toEqual(["n3", "n4", "n5", "n7", "n8"])
    expect(state.queue).toEqual([])
  })

  it("hides a queued one without touching what is shown", () => {
    const state = hideNotification(withShown(7), "n6")
    expect(ids(state.notifications)).toEqual(["n1", "n2", "n3", "n4", "n5"])
    expect(ids(state.queue)).toEqual(["n7"])
  })

  it("ignores hide and update of an unknown id (same state object)", () => {
    const state = withShown(2)
    expect(hideNotification(state, "nope")).toBe(state)
    expect(updateNotification(state, { id: "nope", message: "x" })).toBe(state)
  })

  it("updates a shown one in place", () => {
    const state = updateNotification(withShown(3), { id: "n2", message: "changed", color: "red" })
    expect(ids(state.notifications)).toEqual(["n1", "n2", "n3"])
    expect(state.notifications[1]).toMatchObject({ message: "changed", color: "red" })
  })

  it("updates a queued one where it waits, and it shows the change when promoted", () => {
    let state = updateNotification(withShown(7), { id: "n7", message: "changed while queued" })
    expect(ids(state.queue)).toEqual(["n6", "n7"])
    expect(state.queue[1]!.message).toBe("changed while queued")
    state = hideNotification(hideNotification(state, "n1"), "n2")
    expect(state.notifications[4]).toMatchObject({ id: "n7", message: "changed while queued" })
  })

  it("replaces a notification shown again with the same id where it stands, never twice", () => {
    const state = showNotification(withShown(3), item("n2", { message: "again" }))
    expect(ids(state.notifications)).toEqual(["n1", "n2", "n3"])
    expect(state.notifications[1]!.message).toBe("again")
  })

  it("clean removes everything, shown and queued", () => {
    const state = cleanNotifications(withShown(8))
    expect(state.notifications).toEqual([])
    expect(state.queue).toEqual([])
    expect(state.limit).toBe(5)
  })

  it("cleanQueue removes only the waiting ones", () => {
    const state = cleanNotificationsQueue(withShown(8))
    expect(ids(state.notifications)).toEqual(["n1", "n2", "n3", "n4", "n5"])
    expect(state.queue).toEqual([])
  })
})

describe("notifications store", () => {
  it("returns generated ids, or the one given", () => {
    const store = createNotificationsStore()
    const first = store.show({ message: "a" })
    const second = store.show({ message: "b" })
    expect(first).not.toBe(second)
    expect(store.show({ id: "mine", message: "c" })).toBe("mine")
  })

  it("tells subscribers about every change, and stops after unsubscribing", () => {
    const store = createNotificationsStore()
    const listener = jest.fn()
    const unsubscribe = store.subscribe(listener)
    store.show({ id: "a", message: "a" })
    store.update({ id: "a", message: "b" })
    store.hide("a")
    expect(listener).toHaveBeenCalledTimes(3)
    unsubscribe()
    store.show({ message: "c" })
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it("does not notify for operations that change nothing", () => {
    const store = createNotificationsStore()
    const listener = jest.fn()
    store.subscribe(listener)
    store.hide("nothing")
    store.update({ id: "nothing", message: "x" })
    expect(listener).not.toHaveBeenCalled()
  })

  it("calls onOpen when a notification reaches the screen, not while it is queued", () => {
    const store = createNotificationsStore(1)
    const onOpen = jest.fn()
    store.show({ id: "first", message: "1" })
    store.show({ id: "second", message: "2", onOpen })
    expect(onOpen).not.toHaveBeenCalled()
    store.hide("first")
    expect(onOpen).toHaveBeenCalledTimes(1)
    expect(onOpen.mock.calls[0][0]).toMatchObject({ id: "second" })
  })

  it("calls onClose when a shown notification leaves by hide or clean, once", () => {
    const store = createNotificationsStore()
    const onClose = jest.fn()
    store.show({ id: "a", message: "a", onClose })
    store.update({ id: "a", message: "changed" })
    expect(onClose).not.toHaveBeenCalled()
    store.hide("a")
    store.hide("a")
    expect(onClose).toHaveBeenCalledTimes(1)
    store.show({ id: "b", message: "b", onClose })
    store.clean()
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it("does not call onClose for a queued notification dropped by cleanQueue", () => {
    const store = createNotificationsStore(1)
    const onClose = jest.fn()
    store.show({ id: "shown", message: "a" })
    store.show({ id: "queued", message: "b", onClose })
    store.cleanQueue()
    expect(onClose).not.toHaveBeenCalled()
    expect(store.getState().notifications.map((notification) => notification.id)).toEqual(["shown"])
  })
})
