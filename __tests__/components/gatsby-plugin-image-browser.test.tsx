// The browser's GatsbyImage (src/components/image/gatsby-plugin-image.browser.tsx): a picture of the
// prebuilt HTML is hydrated as it is, without the plugin's own component (whose first mount fetches
// its client renderer); any picture the browser has to draw is the plugin's.
import { act } from "@testing-library/react"
import type * as ImagePlugin from "gatsby-plugin-image"
import type { GatsbyImageProps } from "gatsby-plugin-image"
import React from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import type * as ReactDomServer from "react-dom/server"
import { GatsbyImage, getImage } from "../../src/components/image/gatsby-plugin-image.browser"
import { TextEncoder } from "node:util"
import { fakeImage } from "../support/page-fixtures"

const actual = jest.requireActual<typeof ImagePlugin>("gatsby-plugin-image")
// The plugin's component, as the module under test sees it: marked, so a test can tell it drew.
const mockPluginDraws = jest.fn()
jest.mock("gatsby-plugin-image", () => {
  const real = jest.requireActual<typeof ImagePlugin>("gatsby-plugin-image")
  return {
    ...real,
    GatsbyImage: (props: GatsbyImageProps) => {
      mockPluginDraws(props.image.images.fallback?.src)
      return <div data-testid="plugin-image" />
    },
  }
})

const image = fakeImage("images/about/hero.jpg", 800, 600)
const other = fakeImage("images/about/other.jpg", 800, 600)
const fixed = { ...fakeImage("images/logo.png", 48, 48), layout: "fixed" as const }

let container: HTMLDivElement
let root: Root | undefined
const recoverable = jest.fn()

let renderToString: typeof ReactDomServer.renderToString

beforeAll(async () => {
  // The server renderer jsdom gets (React's browser build) needs TextEncoder, which jsdom lacks.
  globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder
  ;({ renderToString } = await import("react-dom/server"))
  // Native lazy loading, as every browser the site supports has it (jsdom has not).
  Object.defineProperty(HTMLImageElement.prototype, "loading", { configurable: true, get: () => "lazy", set: () => undefined })
})

afterAll(() => {
  delete (HTMLImageElement.prototype as unknown as Record<string, unknown>).loading
})

beforeEach(() => {
  container = document.createElement("div")
  document.body.append(container)
  mockPluginDraws.mockClear()
  recoverable.mockClear()
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
  jest.useRealTimers()
})

function prebuilt(element: React.ReactElement): string {
  container.innerHTML = renderToString(element)
  return container.innerHTML
}

async function hydrate(element: React.ReactElement) {
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: recoverable })
  })
}

describe("GatsbyImage in the browser", () => {
  it("hydrates a picture of the prebuilt HTML as it is, without the plugin's component or a mismatch", async () => {
    const html = prebuilt(<actual.GatsbyImage image={image} alt="The campus" className="hero" />)
    const picture = container.querySelector("img[data-main-image]")
    expect(picture).not.toBeNull()
    const onLoad = jest.fn()
    await hydrate(<GatsbyImage image={image} alt="The campus" className="hero" onLoad={onLoad} />)
    expect(mockPluginDraws).not.toHaveBeenCalled()
    expect(recoverable).not.toHaveBeenCalled()
    // The very element the server wrote, reported loaded as the plugin reports it.
    expect(container.querySelector("img[data-main-image]")).toBe(picture)
    expect(onLoad).toHaveBeenCalledWith({ wasCached: true })
    expect(container.firstElementChild).toHaveClass("gatsby-image-wrapper", "gatsby-image-wrapper-constrained", "hero")
    // The mark that the plugin's inline script reveals prebuilt pictures by goes once that is done.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(picture).not.toHaveAttribute("data-gatsby-image-ssr")
    expect(container.innerHTML).toBe(html.replace(/ data-gatsby-image-ssr=""/g, (mark, at: number) => (at < html.indexOf("<noscript") ? "" : mark)))
  })

  it("keeps a fixed picture's wrapper size, as the plugin writes it", async () => {
    prebuilt(<actual.GatsbyImage image={fixed} alt="Home" />)
    await hydrate(<GatsbyImage image={fixed} alt="Home" />)
    expect(recoverable).not.toHaveBeenCalled()
    expect(container.firstElementChild).toHaveStyle({ width: "48px", height: "48px" })
    expect(mockPluginDraws).not.toHaveBeenCalled()
  })

  it("leaves a picture the browser draws (after the first page) to the plugin", () => {
    root = createRoot(container)
    act(() => root!.render(<GatsbyImage image={image} alt="The campus" />))
    expect(mockPluginDraws).toHaveBeenCalledWith(image.images.fallback?.src)
    expect(container.querySelector('[data-testid="plugin-image"]')).not.toBeNull()
  })

  it("leaves it to the plugin when a prebuilt picture is given another picture", async () => {
    prebuilt(<actual.GatsbyImage image={image} alt="The campus" />)
    await hydrate(<GatsbyImage image={image} alt="The campus" />)
    expect(mockPluginDraws).not.toHaveBeenCalled()
    await act(async () => root!.render(<GatsbyImage image={other} alt="Another" />))
    expect(mockPluginDraws).toHaveBeenCalledWith(other.images.fallback?.src)
  })

  it("leaves it to the plugin when the HTML holds no picture it can finish", async () => {
    // A wrapper without its picture: nothing for the browser to finish by itself.
    prebuilt(<actual.GatsbyImage image={image} alt="The campus" />)
    for (const element of container.querySelectorAll("[data-main-image], picture, noscript")) element.remove()
    await hydrate(<GatsbyImage image={image} alt="The campus" />)
    expect(mockPluginDraws).toHaveBeenCalledWith(image.images.fallback?.src)
  })

  it("is the plugin in everything else", () => {
    expect(getImage).toBe(actual.getImage)
  })
})
