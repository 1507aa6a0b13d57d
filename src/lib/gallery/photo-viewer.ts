// The photo viewer, in plain DOM, on the markup the page's HTML already holds (docs/behaviour.md
// "Pages", photo albums): each picture is a link to its large file (what a visitor without JavaScript
// follows) carrying, as data, what the viewer shows of it; the viewer itself is written hidden once,
// after the pictures (src/components/photo-viewer/ writes both). The `photo-album` page module starts it
// on an album's page and on the college gallery. It holds no word of the school's.
//
// A modal dialog named by its position ("Photo 3 of 12", in the page's digits, read out again when it
// changes): focus moves in and stays in; Escape, the close button or a click outside closes it and
// gives focus to the picture last shown; the arrow keys, the previous and next buttons and a sideways
// swipe step, going round at either end; the page behind does not scroll. Only the picture on show is
// given its large <img>, so only it is fetched in its large size. With PHOTO_ADDRESS on the root, the
// address keeps its place (?photo=3, photo-address.ts) and a shared link opens that picture.
import { focusableIn, keepTabInside } from "../focusable"
import { SCROLL_LOCK_CLASS } from "../page-frame"
import { photoFromSearch, searchWithPhoto, stepPhoto } from "./photo-address"

/** Marks the element holding the pictures' links and the viewer: one album, one viewer. */
export const PHOTO_ALBUM = "data-photo-album"
/** On the album's element: the viewer keeps its place in the address and opens the one it names. */
export const PHOTO_ADDRESS = "data-photo-address"
/** Marks each picture's link, its value the PhotoData as JSON. */
export const PHOTO_DATA = "data-photo"
/** Marks the viewer's root, hidden while it is closed; its role="dialog" element is inside. */
export const PHOTO_VIEWER = "data-photo-viewer"
/** Marks where the viewer shows the picture ("image"), its position ("counter") and its caption ("caption"). */
export const PHOTO_SLOT = "data-photo-slot"
/** Marks a button that steps: its value -1 (previous) or 1 (next). */
export const PHOTO_STEP = "data-photo-step"
/** Marks what closes the viewer on a click: the close button, the backdrop. */
export const PHOTO_CLOSE = "data-photo-close"

/** A text and, when it is an English stand-in on a Nepali page, its language. */
export interface PhotoText {
  text: string
  lang?: "en"
}

/** The large file of a picture, as gatsbyImageData gives it: the <img> and one <source> per other format. */
export interface LargeImage {
  sources: { type?: string; srcSet: string; sizes?: string }[]
  src: string
  srcSet?: string
  sizes?: string
  width: number
  height: number
}

/** What the viewer shows of a picture, written on the picture's link. */
export interface PhotoData {
  /** Which picture of how many, in the page's digits: the dialog's name while it shows this one. */
  counter: string
  image: LargeImage | null
  alt: PhotoText
  caption?: PhotoText
}

// A swipe is a mostly sideways move of at least this many CSS pixels.
const SWIPE_MIN = 40

function setText(element: Element | null, text: PhotoText | undefined): void {
  if (!element) return
  element.textContent = text?.text ?? ""
  if (text?.lang) element.setAttribute("lang", text.lang)
  else element.removeAttribute("lang")
}

/** The picture's large <picture>, built only when it is shown: the browser fetches one of its files then. */
export function largePicture(doc: Document, image: LargeImage, alt: PhotoText): HTMLPictureElement {
  const picture = doc.createElement("picture")
  for (const source of image.sources) {
    const element = doc.createElement("source")
    if (source.type) element.type = source.type
    element.srcset = source.srcSet
    if (source.sizes) element.sizes = source.sizes
    picture.append(element)
  }
  const img = doc.createElement("img")
  // Its box before the file arrives: the dialog does not move under a finger or a click.
  img.width = image.width
  img.height = image.height
  img.alt = alt.text
  if (alt.lang) img.lang = alt.lang
  img.decoding = "async"
  if (image.sizes) img.sizes = image.sizes
  if (image.srcSet) img.srcset = image.srcSet
  img.src = image.src
  picture.append(img)
  return picture
}

function photoOf(link: HTMLElement): PhotoData | null {
  try {
    return JSON.parse(link.getAttribute(PHOTO_DATA) ?? "") as PhotoData
  } catch {
    return null
  }
}

/**
 * Drives the viewer of the album in `album` (an element marked PHOTO_ALBUM, or holding its pictures'
 * links and viewer); the function it returns stops it, closing the viewer without touching focus or
 * the address (React's album unmounting as the visitor leaves).
 */
export function startPhotoViewer(album: HTMLElement): () => void {
  const doc = album.ownerDocument
  const win = doc.defaultView!
  const links = [...album.querySelectorAll<HTMLElement>(`[${PHOTO_DATA}]`)]
  const viewer = album.querySelector<HTMLElement>(`[${PHOTO_VIEWER}]`)
  const dialog = viewer?.querySelector<HTMLElement>('[role="dialog"]')
  const stop = new AbortController()
  if (!viewer || !dialog || links.length === 0) return () => stop.abort()
  const slot = (name: string) => viewer.querySelector<HTMLElement>(`[${PHOTO_SLOT}="${name}"]`)
  const keepsAddress = album.hasAttribute(PHOTO_ADDRESS)
  const total = links.length
  let current: number | null = null
  let touchStart: { x: number; y: number } | null = null

  function writeAddress(index: number | null): void {
    if (!keepsAddress) return
    const { pathname, search, hash } = win.location
    // Gatsby's router keeps its own key in history.state: keep it, and add no history entry per picture.
    win.history.replaceState(win.history.state, "", `${pathname}${searchWithPhoto(search, index)}${hash}`)
  }

  function show(index: number): void {
    const link = links[index]
    const photo = link ? photoOf(link) : null
    if (!photo) return
    current = index
    dialog!.setAttribute("aria-label", photo.counter)
    // The counter's language is the label's, which the page wrote on it.
    const counter = slot("counter")
    if (counter) counter.textContent = photo.counter
    setText(slot("caption"), photo.caption)
    slot("image")?.replaceChildren(...(photo.image ? [largePicture(doc, photo.image, photo.alt)] : []))
    writeAddress(index)
  }

  function open(index: number): void {
    const wasOpen = current !== null
    show(index)
    if (wasOpen || current === null) return
    viewer!.hidden = false
    doc.body.classList.add(SCROLL_LOCK_CLASS)
    ;(focusableIn(dialog!)[0] ?? dialog!).focus()
  }

  /** Closes the viewer; as the page is left (`leaving`), focus and the address are the next page's. */
  function close(leaving = false): void {
    if (current === null) return
    const last = links[current]
    current = null
    touchStart = null
    viewer!.hidden = true
    doc.body.classList.remove(SCROLL_LOCK_CLASS)
    slot("image")?.replaceChildren()
    if (leaving) return
    writeAddress(null)
    last?.focus()
  }

  const step = (by: number) => {
    if (current !== null) show(stepPhoto(current, by, total))
  }

  const listen = { signal: stop.signal }
  links.forEach((link, index) => {
    link.addEventListener(
      "click",
      (event) => {
        // A click meant to open the file elsewhere (a new tab, a download) goes on as a link's.
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        open(index)
      },
      listen,
    )
  })
  viewer.addEventListener(
    "click",
    (event) => {
      const target = event.target as Element
      const stepper = target.closest(`[${PHOTO_STEP}]`)
      if (stepper) step(Number(stepper.getAttribute(PHOTO_STEP)))
      else if (target.closest(`[${PHOTO_CLOSE}]`)) close()
    },
    listen,
  )
  dialog.addEventListener("keydown", onKeyDown, listen)
  // The touch's start is kept here, on an element that lives as long as the page: nothing between a
  // finger's touchstart and its touchend can lose it.
  dialog.addEventListener(
    "touchstart",
    (event) => {
      const touch = event.touches[0]
      touchStart = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null
    },
    { ...listen, passive: true },
  )
  dialog.addEventListener("touchcancel", () => (touchStart = null), listen)
  dialog.addEventListener(
    "touchend",
    (event) => {
      const touch = event.changedTouches[0]
      const from = touchStart
      touchStart = null
      if (!touch || !from) return
      const dx = touch.clientX - from.x
      const dy = touch.clientY - from.y
      // Left goes on to the next picture, as turning a page does.
      if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? 1 : -1)
    },
    listen,
  )

  function onKeyDown(event: KeyboardEvent): void {
    if (event.key === "Escape") {
      event.stopPropagation()
      close()
      return
    }
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault()
      step(event.key === "ArrowRight" ? 1 : -1)
      return
    }
    keepTabInside(dialog!, event)
  }

  // A shared link (?photo=3) opens its picture.
  if (keepsAddress) {
    const asked = photoFromSearch(win.location.search, total)
    if (asked !== null) open(asked)
  }

  return () => {
    stop.abort()
    close(true)
  }
}
