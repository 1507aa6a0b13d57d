// The first-visit advert, shown by Home's script from the inert copy the server writes: its behaviour
// (src/lib/first-visit/popup-dialog.ts) on its markup (src/components/first-visit-popup/).
import { fireEvent, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import type * as ReactDomServer from "react-dom/server"
import { TextEncoder } from "node:util"
import { FirstVisitPopup } from "../../src/components/first-visit-popup/first-visit-popup"
import { FIRST_VISIT_POPUP, showPopupOnFirstVisit } from "../../src/lib/first-visit/popup-dialog"
import { FIRST_VISIT_STORAGE_KEY, SCROLL_LOCK_CLASS } from "../../src/lib/page-frame"
import { fill, mockSiteQuery, siteFixture } from "../support/site-fixture"
import { imageFile } from "../support/page-fixtures"

const site = siteFixture()
const withPicture = { ...site, popup: { ...site.popup, image: imageFile("popup.jpg") } } as typeof site
const PICTURE_SRC = imageFile("popup.jpg").childImageSharp.gatsbyImageData.images.fallback!.src

let renderToString: typeof ReactDomServer.renderToString

beforeAll(async () => {
  // The server renderer jsdom gets (React's browser build) needs TextEncoder, which jsdom lacks.
  globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder
  ;({ renderToString } = await import("react-dom/server"))
})

beforeEach(() => {
  sessionStorage.clear()
  document.body.className = ""
  document.body.innerHTML = ""
})

const dialog = () => screen.getByRole("dialog", { name: site.popup.title })
const advert = () => screen.getByRole("link", { name: new RegExp(fill(site.popup.alt).slice(0, 20)) })
const closeButton = () => screen.getByRole("button", { name: site.popup.closeLabel })

/** A button outside the popup that has focus when it opens: focus comes back to it. */
function focusedOpener(): HTMLButtonElement {
  const opener = document.createElement("button")
  opener.textContent = "before"
  document.body.append(opener)
  opener.focus()
  return opener
}

/** Home's HTML as the server writes it, and its script showing the popup from it on a first visit. */
function open() {
  document.body.innerHTML = serverHtml()
  const opener = focusedOpener()
  showPopupOnFirstVisit(document.querySelector<HTMLTemplateElement>(`template[${FIRST_VISIT_POPUP}]`)!, sessionStorage)
  return { opener }
}

const serverHtml = () => renderToString(<FirstVisitPopup />)

describe("the first-visit popup", () => {
  beforeEach(() => {
    mockSiteQuery()
  })

  it("opens on a first visit with the advert linking to its target, focus inside, and locks page scroll", () => {
    open()
    expect(advert()).toHaveAttribute("href", `${site.popup.to}/`)
    expect(dialog()).toHaveAttribute("aria-modal", "true")
    expect(advert()).toHaveFocus()
    expect(document.body).toHaveClass(SCROLL_LOCK_CLASS)
  })

  it("closes with its button, ends the first visit, unlocks scroll and gives focus back", async () => {
    const { opener } = open()
    await userEvent.click(closeButton())
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(sessionStorage.getItem(FIRST_VISIT_STORAGE_KEY)).toBe("true")
    expect(document.body).not.toHaveClass(SCROLL_LOCK_CLASS)
    expect(opener).toHaveFocus()
  })

  it("closes on Escape, and on a click on the backdrop", async () => {
    const { opener } = open()
    await userEvent.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
    sessionStorage.clear()
    document.body.innerHTML = ""
    open()
    await userEvent.click(screen.getByTestId("popup-backdrop"))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(sessionStorage.getItem(FIRST_VISIT_STORAGE_KEY)).toBe("true")
  })

  it("closes when the advert is followed, without stopping the link", () => {
    open()
    // Not cancelled: the popup never stops the visitor going.
    expect(fireEvent.click(advert())).toBe(true)
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(sessionStorage.getItem(FIRST_VISIT_STORAGE_KEY)).toBe("true")
  })

  it("keeps Tab inside, both ways", async () => {
    open()
    expect(advert()).toHaveFocus()
    await userEvent.tab()
    expect(closeButton()).toHaveFocus()
    await userEvent.tab()
    expect(advert()).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(closeButton()).toHaveFocus()
  })

  it("stays closed when the first visit already ended in this session", () => {
    sessionStorage.setItem(FIRST_VISIT_STORAGE_KEY, "true")
    open()
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(document.body).not.toHaveClass(SCROLL_LOCK_CLASS)
  })
})

describe("the first-visit popup in Home's HTML", () => {
  it("is written inert, in a template: no dialog and no picture in the page until its script shows it", () => {
    mockSiteQuery(withPicture)
    document.body.innerHTML = serverHtml()
    const template = document.querySelector<HTMLTemplateElement>(`template[${FIRST_VISIT_POPUP}]`)!
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(document.querySelector("img")).toBeNull()
    // The template's content lives in a document of its own, which fetches nothing.
    expect(template.content.querySelector("img")?.getAttribute("src")).toBe(PICTURE_SRC)
    expect(showPopupOnFirstVisit(template, sessionStorage)).toBe(true)
    expect(dialog().querySelector("img")).toHaveAttribute("src", PICTURE_SRC)
  })

  it("shows and closes with storage blocked, every page view a first visit", async () => {
    mockSiteQuery()
    document.body.innerHTML = serverHtml()
    const template = document.querySelector<HTMLTemplateElement>(`template[${FIRST_VISIT_POPUP}]`)!
    expect(showPopupOnFirstVisit(template, null)).toBe(true)
    await userEvent.click(closeButton())
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(document.body).not.toHaveClass(SCROLL_LOCK_CLASS)
  })
})
