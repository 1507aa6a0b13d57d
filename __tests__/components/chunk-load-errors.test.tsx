import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import messages from "../../data/messages.json"
import {
  CHUNK_ERROR_NOTIFICATION_ID,
  isChunkLoadError,
  removeFallbackContainer,
  watchChunkLoadErrors,
} from "../../src/components/error-boundary/chunk-load-errors"
import { createNotificationsStore } from "../../src/state/notifications/store"

// What webpack rejects with when a script chunk does not load (webpack/lib/runtime/LoadScriptRuntimeModule).
function webpackChunkError(id: string, type: string, url: string): Error {
  const error = new Error(`Loading chunk ${id} failed.\n(${type}: ${url})`)
  error.name = "ChunkLoadError"
  return Object.assign(error, { type, request: url })
}

function reject(reason: unknown): PromiseRejectionEvent {
  // jsdom has no PromiseRejectionEvent constructor; an Event with the same fields is what listeners see.
  const event = Object.assign(new Event("unhandledrejection", { cancelable: true }), {
    reason,
    promise: Promise.resolve(),
  }) as PromiseRejectionEvent
  window.dispatchEvent(event)
  return event
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online })
}

/** A page React already runs, with Gatsby's own handler (which reloads the page) listening after ours. */
function onRunningPage() {
  const store = createNotificationsStore()
  const stopWatching = watchChunkLoadErrors(store, jest.fn())
  const gatsby = jest.fn()
  window.addEventListener("unhandledrejection", gatsby)
  document.documentElement.dataset.hydrated = "true"
  const stop = () => {
    window.removeEventListener("unhandledrejection", gatsby)
    stopWatching()
  }
  return { store, gatsby, stop }
}

afterEach(() => {
  act(() => removeFallbackContainer())
  delete document.documentElement.dataset.hydrated
  setOnline(true)
})

describe("isChunkLoadError", () => {
  it("recognises webpack's script and CSS chunk failures", () => {
    expect(isChunkLoadError(webpackChunkError("731", "error", "http://x/731.js"))).toBe(true)
    expect(isChunkLoadError(Object.assign(new Error("Loading CSS chunk 12 failed.\n(http://x/12.css)"), { code: "CSS_CHUNK_LOAD_FAILED" }))).toBe(true)
    expect(isChunkLoadError(new Error("Loading chunk 5 failed.\n(timeout: http://x/5.js)"))).toBe(true)
  })

  it("leaves every other failure alone", () => {
    expect(isChunkLoadError(new Error("Network request failed"))).toBe(false)
    expect(isChunkLoadError("Loading chunk 5 failed.")).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })
})

describe("watchChunkLoadErrors", () => {
  it("turns a failed chunk into webpack's message in a notification offering a reload", async () => {
    const store = createNotificationsStore()
    const reload = jest.fn()
    const stop = watchChunkLoadErrors(store, reload)
    const url = "http://127.0.0.1:9000/component---src-pages-about-tsx-0c1d.js"
    let event: PromiseRejectionEvent | undefined
    act(() => {
      event = reject(webpackChunkError("731", "error", url))
    })
    expect(event!.defaultPrevented).toBe(true)
    const [notification] = store.getState().notifications
    expect(notification).toMatchObject({ id: CHUNK_ERROR_NOTIFICATION_ID, title: messages.chunkError.title, autoClose: false, color: "red" })
    // React never started (no data-hydrated): the notification gets a container of its own.
    await waitFor(() => expect(screen.getByText(messages.chunkError.title)).toBeInTheDocument())
    expect(screen.getByText(`Loading chunk 731 failed. (error: ${url})`, { normalizer: (text) => text.replace(/\s+/g, " ").trim() })).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: messages.chunkError.reloadLabel }))
    expect(reload).toHaveBeenCalledTimes(1)
    // Once React starts (onInitialClientRender), the site's own container takes over.
    act(() => removeFallbackContainer())
    expect(screen.queryByText(messages.chunkError.title)).not.toBeInTheDocument()
    stop()
  })

  it("shows one notification however many times the failure is reported", () => {
    const store = createNotificationsStore()
    const stop = watchChunkLoadErrors(store, jest.fn())
    act(() => {
      reject(webpackChunkError("1", "error", "http://x/1.js"))
      reject(webpackChunkError("1", "error", "http://x/1.js"))
    })
    expect(store.getState().notifications).toHaveLength(1)
    stop()
  })

  it("on a running page, online, leaves the failure to Gatsby, which reloads the page", () => {
    const { store, gatsby, stop } = onRunningPage()
    let event: PromiseRejectionEvent | undefined
    act(() => {
      event = reject(webpackChunkError("237", "error", "http://x/237.js"))
    })
    expect(gatsby).toHaveBeenCalledTimes(1)
    expect(event!.defaultPrevented).toBe(false)
    expect(store.getState().notifications).toHaveLength(0)
    stop()
  })

  it("on a running page, offline, stops Gatsby's reload (it would show the browser's offline page) and tells the visitor", () => {
    const { store, gatsby, stop } = onRunningPage()
    setOnline(false)
    act(() => {
      reject(webpackChunkError("237", "timeout", "http://x/237.js"))
    })
    expect(gatsby).not.toHaveBeenCalled()
    expect(store.getState().notifications[0]).toMatchObject({ id: CHUNK_ERROR_NOTIFICATION_ID })
    // React is running: its own container shows it, no second one is added.
    expect(screen.queryByText(messages.chunkError.title)).not.toBeInTheDocument()
    stop()
  })

  it("ignores other rejections and leaves them to the browser", () => {
    const store = createNotificationsStore()
    const stop = watchChunkLoadErrors(store, jest.fn())
    let event: PromiseRejectionEvent | undefined
    act(() => {
      event = reject(new Error("something else"))
    })
    expect(event!.defaultPrevented).toBe(false)
    expect(store.getState().notifications).toHaveLength(0)
    stop()
  })
})
