// An album page's pictures and their viewer as React draws them, from data/gallery.json: each picture
// links to its large file, and the viewer the album's module starts (src/lib/gallery/photo-viewer.ts,
// tested on the page's HTML in __tests__/lib/gallery/) opens it in a dialog named
// by its position; the arrow keys and a swipe move on and write the place into the
// address (?photo=N), a shared address opens its picture, and closing gives focus back to the picture
// last shown.
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import galleryJson from "../../data/gallery.json"
import { fillPlaceholders } from "../../src/lib/placeholders"
import { Album, type AlbumData, type GalleryLabels } from "../../src/sections/gallery/album"
import { startPageModules } from "../support/modules"
import { imageFile } from "../support/page-fixtures"
import { fill, mockSiteQuery } from "../support/site-fixture"

const source = galleryJson.albums[0]!
const total = source.pictures.length
const labels = galleryJson.labels as GalleryLabels

function albumFixture(): AlbumData {
  return {
    untranslated: [],
    title: source.title,
    date: source.date,
    description: source.description,
    pictures: source.pictures.map((picture) => {
      const file = imageFile(picture.image)
      return { alt: picture.alt, caption: (picture as { caption?: string }).caption ?? null, image: { thumb: file.childImageSharp, large: file.childImageSharp } }
    }),
  } as unknown as AlbumData
}

const counter = (current: number) => fillPlaceholders(fill(labels.counter), { current, total })

async function renderAlbum(search = "") {
  window.history.replaceState(null, "", `/gallery/${source.slug}/${search}`)
  mockSiteQuery()
  const view = render(<Album album={albumFixture()} labels={labels} labelsUntranslated={[]} />)
  await startPageModules()
  return view
}

const thumbs = () => screen.getAllByRole("link", { name: new RegExp(fill(labels.open)) })

describe("Album", () => {
  it("shows every picture as a link to its large file named by its alt text, with its caption, and only the first fetched at once", async () => {
    await renderAlbum()
    expect(thumbs()).toHaveLength(total)
    source.pictures.forEach((picture, index) => {
      const link = thumbs()[index]!
      expect(link).toHaveAttribute("href", imageFile(picture.image).childImageSharp.gatsbyImageData.images.fallback!.src)
      expect(within(link).getByRole("img", { name: fill(picture.alt) })).toHaveAttribute("loading", index === 0 ? "eager" : "lazy")
      const caption = (picture as { caption?: string }).caption
      if (caption) expect(link.closest("figure")).toHaveTextContent(fill(caption))
    })
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("opens a picture in a dialog named by its position and writes it into the address", async () => {
    await renderAlbum()
    await userEvent.click(thumbs()[2]!)
    const dialog = screen.getByRole("dialog", { name: counter(3) })
    expect(within(dialog).getByRole("img", { name: fill(source.pictures[2]!.alt) })).toBeInTheDocument()
    expect(window.location.search).toBe("?photo=3")
  })

  it("opens the picture a shared address names", async () => {
    await renderAlbum("?photo=2")
    expect(await screen.findByRole("dialog", { name: counter(2) })).toBeInTheDocument()
  })

  it("ignores an address naming a picture the album lacks", async () => {
    await renderAlbum(`?photo=${total + 1}`)
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("moves with the arrow keys, going round, and keeps the address in step", async () => {
    await renderAlbum("?photo=1")
    await screen.findByRole("dialog", { name: counter(1) })
    await userEvent.keyboard("{ArrowRight}")
    expect(screen.getByRole("dialog", { name: counter(2) })).toBeInTheDocument()
    expect(window.location.search).toBe("?photo=2")
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}")
    expect(screen.getByRole("dialog", { name: counter(total) })).toBeInTheDocument()
    expect(window.location.search).toBe(`?photo=${total}`)
  })

  it("moves with a sideways swipe, not with a downward one", async () => {
    await renderAlbum("?photo=1")
    const dialog = await screen.findByRole("dialog", { name: counter(1) })
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(dialog, { touches: [{ clientX: from[0], clientY: from[1] }] })
      fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: to[0], clientY: to[1] }] })
    }
    act(() => swipe([300, 400], [100, 410]))
    expect(screen.getByRole("dialog", { name: counter(2) })).toBeInTheDocument()
    act(() => swipe([100, 400], [300, 390]))
    expect(screen.getByRole("dialog", { name: counter(1) })).toBeInTheDocument()
    act(() => swipe([200, 100], [210, 500]))
    expect(screen.getByRole("dialog", { name: counter(1) })).toBeInTheDocument()
  })

  it("closes on Escape, takes ?photo out of the address and gives focus to the picture last shown", async () => {
    await renderAlbum()
    await userEvent.click(thumbs()[0]!)
    await userEvent.keyboard("{ArrowRight}{ArrowRight}")
    await userEvent.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(window.location.search).toBe("")
    await waitFor(() => expect(thumbs()[2]).toHaveFocus())
  })
})
