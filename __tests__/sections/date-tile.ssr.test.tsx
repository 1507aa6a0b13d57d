/**
 * @jest-environment node
 */
import React from "react"
import { renderToString } from "react-dom/server"
import { DateTile } from "../../src/sections/college/date-tile"

describe("DateTile in the prebuilt HTML", () => {
  it("has no date, only its frame and title, the date's parts empty and hidden, so a stale day is never shown", () => {
    const html = renderToString(<DateTile title="Today" bsLabel="Bikram Sambat" />)
    expect(html).toContain("Today")
    expect(html).toContain('aria-busy="true"')
    expect(html).not.toMatch(/>[^<]*\d/)
    expect(html).not.toMatch(/datetime=/i)
    expect(html).toMatch(/<time[^>]*data-today="ad"[^>]*hidden=""/)
    expect(html).toMatch(/<p[^>]*data-today="bs"[^>]*hidden=""[^>]*>.*Bikram Sambat/)
  })
})
