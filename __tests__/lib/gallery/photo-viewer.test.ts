// The photo viewer as an album's page runs it (the `photo-album` module), on HTML shaped as the page's
// server render (PhotoAlbum, PhotoLink and PhotoViewer in src/components/photo-viewer/): each picture a
// link to its large file carrying what the viewer shows, and the viewer written hidden once. The album
// as React draws it, with its module started, is __tests__/sections/album.test.tsx.
import { fireEvent, screen, within } from "@testing-library/dom"
import userEvent from "@testing-library/user-event"
import "@testing-library/jest-dom"
import {
  PHOTO_ADDRESS,
  PHOTO_ALBUM,
  PHOTO_CLOSE,
  PHOTO_DATA,
  PHOTO_SLOT,
  PHOTO_STEP,
  PHOTO_VIEWER,
  startPhotoViewer,
  type PhotoData,
} from "../../../src/lib/gallery/photo-viewer"
import { SCROLL_LOCK_CLASS } from "../../../src/lib/page-frame"

const TOTAL = 4
// A Nepali page's texts, the second picture's caption and the third's alt text English stand-ins.
const counter = (current: number) => `फोटो ${"०१२३४५६७८९"[current]} / ${"०१२३४५६७८९"[TOTAL]}`
const photo = (index: number): PhotoData => ({
  counter: counter(index + 1),
  image: {
    sources: [{ type: "image/webp", srcSet: `/large-${index}-600.webp 600w,/large-${index}.webp 1200w`, sizes: "(min-width: 1200px) 1200px, 100vw" }],
    src: `/large-${index}.jpg`,
    srcSet: `/large-${index}-600.jpg 600w,/large-${index}.jpg 1200w`,
    sizes: "(min-width: 1200px) 1200px, 100vw",
    width: 1200,
    height: 800,
  },
  alt: index === 2 ? { text: `Picture ${index + 1}`, lang: "en" } : { text: `चित्र ${index + 1}` },
  ...(index === 1 ? { caption: { text: "A caption", lang: "en" as const } } : index === 0 ? { caption: { text: "क्याप्सन" } } : {}),
})

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")

let stop: (() => void) | undefined

/** The album's HTML as the build writes it, its viewer started; `search` is the page's query string. */
function servePage(search = "", { keepsAddress = true } = {}): HTMLElement {
  window.history.replaceState({ key: "router" }, "", `/ne/gallery/open-day/${search}#top`)
  document.body.innerHTML = `
    <p><a href="/ne/gallery/">Back</a></p>
    <div ${PHOTO_ALBUM}="" ${keepsAddress ? `${PHOTO_ADDRESS}=""` : ""}>
      <ul>${Array.from({ length: TOTAL }, (_, index) => `
        <li><figure>
          <a href="/large-${index}.jpg" aria-haspopup="dialog" ${PHOTO_DATA}="${attribute(JSON.stringify(photo(index)))}">
            <img src="/thumb-${index}.jpg" alt="${photo(index).alt.text}"><span>खोल्नुहोस्</span>
          </a>
        </figure></li>`).join("")}
      </ul>
      <div hidden ${PHOTO_VIEWER}="">
        <div aria-hidden="true" ${PHOTO_CLOSE}="" data-testid="backdrop"></div>
        <div role="dialog" aria-modal="true" aria-labelledby="counter" tabindex="-1">
          <figure>
            <div ${PHOTO_SLOT}="image"></div>
            <figcaption><span id="counter" aria-live="polite" ${PHOTO_SLOT}="counter"></span> <span ${PHOTO_SLOT}="caption"></span></figcaption>
          </figure>
          <div>
            <button type="button" ${PHOTO_STEP}="-1">अघिल्लो</button>
            <button type="button" ${PHOTO_STEP}="1">अर्को</button>
            <button type="button" lang="en" ${PHOTO_CLOSE}="">Close</button>
          </div>
        </div>
      </div>
    </div>`
  const album = document.querySelector<HTMLElement>(`[${PHOTO_ALBUM}]`)!
  stop = startPhotoViewer(album)
  return album
}

afterEach(() => {
  stop?.()
  stop = undefined
  document.body.className = ""
})

const links = () => screen.getAllByRole("link", { name: /खोल्नुहोस्/ })
const viewer = (current: number) => screen.getByRole("dialog", { name: counter(current) })
const dialogImages = () => document.querySelectorAll(`[${PHOTO_VIEWER}] img`)
const photoParam = () => new URLSearchParams(window.location.search).get("photo")

describe("the photo viewer on an album's HTML", () => {
  it("leaves each picture a link to its large file, and fetches no large picture before one is opened", () => {
    servePage()
    links().forEach((link, index) => expect(link).toHaveAttribute("href", photo(index).image!.src))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(dialogImages()).toHaveLength(0)
  })

  it("opens a picture in a modal dialog named by its position, with only that picture large, focus inside and the page locked", async () => {
    servePage()
    await userEvent.click(links()[1]!)
    const dialog = viewer(2)
    expect(dialog).toHaveAttribute("aria-modal", "true")
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    expect(document.body).toHaveClass(SCROLL_LOCK_CLASS)
    expect(dialogImages()).toHaveLength(1)
    const large = within(dialog).getByRole("img", { name: photo(1).alt.text })
    expect(large).toHaveAttribute("src", photo(1).image!.src)
    expect(large).toHaveAttribute("srcset", photo(1).image!.srcSet)
    expect(large).toHaveAttribute("sizes", photo(1).image!.sizes)
    expect(large).toHaveAttribute("width", "1200")
    expect(dialog.querySelector("source")).toHaveAttribute("type", "image/webp")
    expect(within(dialog).getByText("A caption")).toHaveAttribute("lang", "en")
  })

  it("steps with the buttons and the arrow keys, going round at either end, one large picture at a time", async () => {
    servePage()
    await userEvent.click(links()[0]!)
    await userEvent.click(screen.getByRole("button", { name: "अर्को" }))
    expect(viewer(2)).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "अघिल्लो" }))
    await userEvent.click(screen.getByRole("button", { name: "अघिल्लो" }))
    expect(viewer(TOTAL)).toBeInTheDocument()
    await userEvent.keyboard("{ArrowRight}")
    expect(viewer(1)).toBeInTheDocument()
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}")
    expect(viewer(TOTAL - 1)).toBeInTheDocument()
    expect(dialogImages()).toHaveLength(1)
    // An English stand-in keeps its language; the caption of a picture without one is empty.
    expect(within(viewer(TOTAL - 1)).getByRole("img", { name: photo(2).alt.text })).toHaveAttribute("lang", "en")
    expect(document.querySelector(`[${PHOTO_SLOT}="caption"]`)).toHaveTextContent("")
    expect(document.querySelector(`[${PHOTO_SLOT}="caption"]`)).not.toHaveAttribute("lang")
    await userEvent.keyboard("{ArrowUp}{ArrowDown}a")
    expect(viewer(TOTAL - 1)).toBeInTheDocument()
  })

  it("keeps its place in the address without a history entry, keeping the router's state, other parameters and the hash", async () => {
    servePage("?from=home")
    const entries = window.history.length
    await userEvent.click(links()[2]!)
    expect(photoParam()).toBe("3")
    await userEvent.keyboard("{ArrowRight}")
    expect(photoParam()).toBe("4")
    expect(window.location.search).toBe("?from=home&photo=4")
    expect(window.location.hash).toBe("#top")
    expect(window.history.state).toEqual({ key: "router" })
    expect(window.history.length).toBe(entries)
    await userEvent.keyboard("{Escape}")
    expect(window.location.search).toBe("?from=home")
  })

  it("opens the picture a shared address names, and ignores one the album lacks", () => {
    servePage("?photo=3")
    expect(viewer(3)).toContainElement(document.activeElement as HTMLElement)
    stop?.()
    servePage(`?photo=${TOTAL + 1}`)
    expect(screen.queryByRole("dialog")).toBeNull()
    servePage("?photo=2", { keepsAddress: false })
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("closes on Escape, giving focus to the picture last shown, unlocking the page and dropping the large picture", async () => {
    servePage()
    await userEvent.click(links()[0]!)
    await userEvent.keyboard("{ArrowRight}{ArrowRight}")
    await userEvent.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(links()[2]).toHaveFocus()
    expect(document.body).not.toHaveClass(SCROLL_LOCK_CLASS)
    expect(dialogImages()).toHaveLength(0)
    expect(photoParam()).toBeNull()
  })

  it("closes on its close button and on a click outside the dialog", async () => {
    servePage()
    await userEvent.click(links()[3]!)
    await userEvent.click(screen.getByRole("button", { name: "Close" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(links()[3]).toHaveFocus()
    await userEvent.click(links()[1]!)
    await userEvent.click(screen.getByTestId("backdrop"))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(links()[1]).toHaveFocus()
  })

  it("keeps Tab and Shift+Tab inside", async () => {
    servePage("?photo=1")
    const dialog = viewer(1)
    for (let step = 0; step < 4; step++) {
      await userEvent.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    for (let step = 0; step < 4; step++) {
      await userEvent.tab({ shift: true })
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it("steps with a sideways swipe, left for the next picture, and not with a downward one or a cancelled touch", () => {
    servePage("?photo=1")
    const dialog = viewer(1)
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(dialog, { touches: [{ clientX: from[0], clientY: from[1] }] })
      fireEvent.touchMove(dialog, { touches: [{ clientX: (from[0] + to[0]) / 2, clientY: (from[1] + to[1]) / 2 }] })
      fireEvent.touchEnd(dialog, { touches: [], changedTouches: [{ clientX: to[0], clientY: to[1] }] })
    }
    swipe([300, 400], [100, 410])
    expect(viewer(2)).toBeInTheDocument()
    expect(photoParam()).toBe("2")
    swipe([100, 400], [300, 390])
    expect(viewer(1)).toBeInTheDocument()
    swipe([100, 400], [300, 390])
    expect(viewer(TOTAL)).toBeInTheDocument()
    swipe([200, 100], [210, 500])
    swipe([200, 400], [180, 400])
    expect(viewer(TOTAL)).toBeInTheDocument()
    // A touch the browser cancelled (it took the gesture) steps nowhere.
    fireEvent.touchStart(dialog, { touches: [{ clientX: 300, clientY: 400 }] })
    fireEvent.touchCancel(dialog, { touches: [] })
    fireEvent.touchEnd(dialog, { touches: [], changedTouches: [{ clientX: 100, clientY: 400 }] })
    expect(viewer(TOTAL)).toBeInTheDocument()
  })

  it("takes a plain click from the link, and leaves one meant for a new tab to the browser", () => {
    servePage()
    // fireEvent answers false when a listener cancelled the click: the link is not followed.
    expect(fireEvent.click(links()[0]!, { ctrlKey: true })).toBe(true)
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(fireEvent.click(links()[0]!)).toBe(false)
    expect(viewer(1)).toBeInTheDocument()
  })

  it("once stopped (React's album leaving), closes without touching focus or the address and opens no more", async () => {
    servePage("?photo=2")
    stop!()
    stop = undefined
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(document.body).not.toHaveClass(SCROLL_LOCK_CLASS)
    expect(photoParam()).toBe("2")
    fireEvent.click(links()[0]!)
    expect(screen.queryByRole("dialog")).toBeNull()
  })
})
