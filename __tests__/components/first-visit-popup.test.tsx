// The first-visit advert, drawn by React on its pages and, on a light page, shown by the page's script
// from the inert copy the server writes: one behaviour (src/lib/first-visit/popup-dialog.ts) on one
// markup (src/components/first-visit-popup/), held here to the same promises both ways.
import { fireEvent, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import type * as ReactDomServer from "react-dom/server"
import { TextEncoder } from "node:util"
import { FirstVisitPopup } from "../../src/components/first-visit-popup/first-visit-popup"
import { FIRST_VISIT_POPUP, showPopupOnFirstVisit } from "../../src/lib/first-visit/popup-dialog"
import { FIRST_VISIT_STORAGE_KEY, SCROLL_LOCK_CLASS } from "../../src/lib/page-frame"
import { FirstVisitProvider } from "../../src/state/first-visit"
import { LightHtmlProvider } from "../../src/state/light-html"
import { fill, mockSiteQuery, siteFixture } from "../support/site-fixture"
import { imageFile } from "../support/page-fixtures"
import { renderWithProviders } from "../support/render"

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

// The two ways the popup comes into a page; each returns what ends the test's page.
const WAYS = {
  "drawn by React": () => {
    const opener = focusedOpener()
    const { unmount } = renderWithProviders(<FirstVisitPopup />)
    // Its internal links are Gatsby's: the router, not the browser, follows them.
    return { opener, unmount, routed: true }
  },
  "shown by a light page's script from the server's HTML": () => {
    document.body.innerHTML = renderToString(
      <FirstVisitProvider>
        <LightHtmlProvider light>
          <FirstVisitPopup />
        </LightHtmlProvider>
      </FirstVisitProvider>,
    )
    const opener = focusedOpener()
    showPopupOnFirstVisit(document.querySelector<HTMLTemplateElement>(`template[${FIRST_VISIT_POPUP}]`)!, sessionStorage)
    return { opener, unmount: () => undefined, routed: false }
  },
}

describe.each(Object.entries(WAYS))("the first-visit popup, %s", (_, open) => {
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
    const { opener, unmount } = open()
    await userEvent.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
    unmount()
    sessionStorage.clear()
    document.body.innerHTML = ""
    open()
    await userEvent.click(screen.getByTestId("popup-backdrop"))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(sessionStorage.getItem(FIRST_VISIT_STORAGE_KEY)).toBe("true")
  })

  it("closes when the advert is followed, without stopping the link", () => {
    const { routed } = open()
    // False when the click was cancelled: only by Gatsby's router (the test's stand-in for its Link
    // too), which then draws the page itself; the popup never stops the visitor going.
    expect(fireEvent.click(advert())).toBe(!routed)
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

describe("the first-visit popup in a light page's HTML", () => {
  const serverHtml = () =>
    renderToString(
      <FirstVisitProvider>
        <LightHtmlProvider light>
          <FirstVisitPopup />
        </LightHtmlProvider>
      </FirstVisitProvider>,
    )

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

  it("is not written by React's own pages, which draw it only once a first visit is known", () => {
    mockSiteQuery()
    document.body.innerHTML = renderToString(
      <FirstVisitProvider>
        <FirstVisitPopup />
      </FirstVisitProvider>,
    )
    expect(document.body.innerHTML).toBe("")
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
