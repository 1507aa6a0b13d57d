// Home's parts: the HTML the server writes for "/" (the popup inert in a template) with the modules its
// markup names started on it, as a built page runs them, no React running afterwards. The popup's
// dialog itself is __tests__/components/first-visit-popup.test.tsx.
import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import React from "react"
import { startModules } from "../../../src/browser/modules"
import HomePage from "../../../src/pages/index"
import { FIRST_VISIT_STORAGE_KEY, SCROLL_LOCK_CLASS } from "../../../src/lib/page-frame"
import { wrapRootElement, wrapServerPageElement } from "../../../src/wrap-root"
import { homeFixture } from "../../support/page-fixtures"
import { loadServerRenderer } from "../../support/server-render"
import { asStaticQuery, siteFixture } from "../../support/site-fixture"

const site = siteFixture()
const NO_ALERTS = {
  locale: "en",
  regionLabel: "Notices for today",
  dismissLabel: "Hide this notice",
  severityLabels: { info: "For your information", warning: "Please note", critical: "Important" },
  alerts: [],
}
let renderToString: Awaited<ReturnType<typeof loadServerRenderer>>
let stop: AbortController

beforeAll(async () => {
  renderToString = await loadServerRenderer()
})

beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined)
  jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined)
})

afterEach(() => {
  stop.abort()
  document.body.className = ""
  sessionStorage.clear()
})

/** Home's HTML as the build writes it for "/", then its parts' modules started on it. */
async function serveHome(): Promise<void> {
  jest.mocked(useStaticQuery).mockReturnValue(asStaticQuery({ siteJson: site, alertsJson: NO_ALERTS, buildClock: { now: "2026-07-20T07:00:00+05:45" } }))
  const data = { homeJson: homeFixture(), allNotice: { nodes: [] }, noticeBoardJson: null, allGalleryAlbum: { nodes: [] }, galleryJson: null }
  const props = { location: { pathname: "/" }, pageContext: {}, path: "/", data } as never
  const page = wrapServerPageElement!({ element: <HomePage {...(props as object as React.ComponentProps<typeof HomePage>)} />, props }, { plugins: [] }) as React.ReactElement
  document.body.innerHTML = renderToString(wrapRootElement({ pathname: "/", element: page }))
  stop = new AbortController()
  await startModules(document, stop.signal)
}

describe("Home's parts", () => {
  it("shows the popup from its inert copy on a first visit, and Escape ends the first visit", async () => {
    await serveHome()
    const dialog = screen.getByRole("dialog", { name: site.popup.title })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    expect(document.body).toHaveClass(SCROLL_LOCK_CLASS)
    await userEvent.keyboard("{Escape}")
    expect(screen.queryByRole("dialog", { name: site.popup.title })).not.toBeInTheDocument()
    expect(sessionStorage.getItem(FIRST_VISIT_STORAGE_KEY)).toBe("true")
    expect(document.body).not.toHaveClass(SCROLL_LOCK_CLASS)
  })

  it("shows no popup once the first visit has ended, and starts the video band's clip", async () => {
    sessionStorage.setItem(FIRST_VISIT_STORAGE_KEY, "true")
    await serveHome()
    expect(screen.queryByRole("dialog", { name: site.popup.title })).not.toBeInTheDocument()
    // The video module has run on the clip: React and the HTML parser leave `muted` an attribute only.
    expect(document.querySelector("video")!.muted).toBe(true)
  })
})
