// The islands' loader (src/browser/islands.ts): it hydrates the page's islands, and only those, each
// from its chunk with the props the server wrote; a name it has no chunk for fails loudly; a part
// that throws shows the site's error screen in its place. In the site's bundle the hydration is
// Preact's (react-dom is Preact's compatibility layer there); here it is React's, the same calls.
import { fireEvent, screen } from "@testing-library/react"
import React, { useState } from "react"
import type * as ReactDomServer from "react-dom/server"
import { dataBlockText, ISLAND_ATTRIBUTE, ISLAND_NAMES, ISLAND_PROPS_ATTRIBUTE, type IslandName } from "../../src/lib/islands/names"
import { islandPart } from "../../src/components/island/part"
import { showPartError } from "../../src/browser/error-screen"
import { startNotices } from "../../src/browser/frame"
import { ISLAND_CHUNKS, startIslandsWith, type IslandChunks } from "../../src/browser/islands"
import { loadChunk } from "../../src/browser/load-chunk"
import { islandHydrator } from "../../src/browser/islands/hydrate"
import { messagesFor } from "../../src/lib/messages"
import { notificationsRegionHtml } from "../support/notifications"
import { loadServerRenderer } from "../support/server-render"

let renderToString: typeof ReactDomServer.renderToString
// What the page's script lends the loader.
const page = { loadChunk, startNotices, showPartError }
beforeAll(async () => {
  renderToString = await loadServerRenderer()
  // The loader waits for the parts' own effects, as a page does: React runs them on its own schedule
  // here, not only when a test's act() ends.
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})

function Counter({ label, start }: { label: string; start: number }) {
  const [count, setCount] = useState(start)
  return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>
}

function Broken({ message }: { message: string }): React.JSX.Element {
  throw new Error(message)
}

/** An island as the server writes it: the part's markup, then its props. */
function island(name: string, markup: string, props: unknown): string {
  return `<div ${ISLAND_ATTRIBUTE}="${name}">${markup}</div><script type="application/json" ${ISLAND_PROPS_ATTRIBUTE}="${name}">${dataBlockText(props)}</script>`
}

function chunks(parts: Partial<Record<keyof IslandChunks, React.ComponentType<never>>>) {
  const loads = { "admission-form": jest.fn(), visit: jest.fn(), search: jest.fn(), office: jest.fn() }
  const table = Object.fromEntries(
    Object.entries(loads).map(([name, load]) => {
      const part = parts[name as keyof IslandChunks]
      load.mockImplementation(async () => {
        if (!part) throw new Error(`the ${name} chunk was loaded`)
        return { island: islandHydrator(islandPart(name as IslandName, part as React.ComponentType<object>)) }
      })
      return [name, { load, when: "load" }]
    }),
  ) as unknown as IslandChunks
  return { table, loads }
}

let controller: AbortController
beforeEach(() => {
  controller = new AbortController()
})
afterEach(() => {
  controller.abort()
  document.body.innerHTML = ""
})

describe("startIslands", () => {
  it("hydrates the page's islands with the props the server wrote, and loads no other island's chunk", async () => {
    const props = { label: "Pressed", start: 2 }
    document.body.innerHTML = `${island("search", renderToString(<Counter {...props} />), props)}<button>Not an island</button>`
    const { table, loads } = chunks({ search: Counter })
    await startIslandsWith(table, document, controller.signal, page)
    expect(loads.search).toHaveBeenCalledTimes(1)
    expect(loads.visit).not.toHaveBeenCalled()
    expect(loads.office).not.toHaveBeenCalled()
    expect(loads["admission-form"]).not.toHaveBeenCalled()
    fireEvent.click(screen.getByText("Pressed 2"))
    expect(await screen.findByRole("button", { name: "Pressed 3" })).toBeInTheDocument()
    fireEvent.click(screen.getByText("Not an island"))
    expect(screen.getByRole("button", { name: "Pressed 3" })).toBeInTheDocument()
  })

  it("resolves at once on a page without islands", async () => {
    document.body.innerHTML = "<main><p>Plain</p></main>"
    const { table, loads } = chunks({})
    await startIslandsWith(table, document, controller.signal, page)
    for (const load of Object.values(loads)) expect(load).not.toHaveBeenCalled()
  })

  it("hydrates an island marked to wait only once it nears the screen", async () => {
    const watched: { callback: IntersectionObserverCallback; margin?: string }[] = []
    const observed: Element[] = []
    const observer = jest.fn((callback: IntersectionObserverCallback, options?: IntersectionObserverInit) => {
      watched.push({ callback, margin: options?.rootMargin })
      return { observe: (element: Element) => observed.push(element), disconnect: jest.fn() }
    })
    Object.assign(globalThis, { IntersectionObserver: observer })
    const props = { label: "Later", start: 0 }
    document.body.innerHTML = island("admission-form", renderToString(<Counter {...props} />), props)
    const { table, loads } = chunks({ "admission-form": Counter })
    const started = startIslandsWith({ ...table, "admission-form": { ...table["admission-form"], when: "visible" } }, document, controller.signal, page)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(loads["admission-form"]).not.toHaveBeenCalled()
    expect(watched).toHaveLength(1)
    // The island's element draws no box (display: contents): its part's boxes are what nears the screen.
    expect(observed).toEqual([document.querySelector(`[${ISLAND_ATTRIBUTE}] > button`)])
    watched[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)
    await started
    expect(loads["admission-form"]).toHaveBeenCalledTimes(1)
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
  })

  it("fails loudly when a chunk hydrates another island than its own", async () => {
    document.body.innerHTML = island("visit", "<p>Times</p>", {})
    const { table } = chunks({})
    const wrong = { ...table, visit: { load: async () => ({ island: islandHydrator(islandPart("search", Counter)) }), when: "load" as const } }
    await expect(startIslandsWith(wrong, document, controller.signal, page)).rejects.toThrow(/the chunk of the island "visit" hydrates "search"/)
  })

  it("fails loudly on an island it has no chunk for", async () => {
    document.body.innerHTML = island("weather", "<p>Sunny</p>", {})
    const { table } = chunks({})
    await expect(startIslandsWith(table, document, controller.signal, page)).rejects.toThrow(/island "weather", and there is none of that name/)
  })

  it("shows the error screen, with the error's text, in place of a part that throws", async () => {
    // The page's frame holds the screen, as a template.
    document.body.innerHTML = (await notificationsRegionHtml()) + island("office", "<p>Loading</p>", { message: "the office broke" })
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {})
    const { table } = chunks({ office: Broken })
    await startIslandsWith(table, document, controller.signal, page)
    const texts = messagesFor("en").errorScreen
    expect(screen.getByRole("alert")).toHaveTextContent(texts.title)
    expect(texts.title).toBe("Unexpected Application Error!")
    expect(screen.getByText("the office broke")).toBeInTheDocument()
    consoleError.mockRestore()
  })
})

describe("the islands' chunks", () => {
  it.each(ISLAND_NAMES)("the chunk of %s hydrates that island", async (name) => {
    const { island: hydrator } = await ISLAND_CHUNKS[name].load()
    expect(hydrator.name).toBe(name)
  })
})
