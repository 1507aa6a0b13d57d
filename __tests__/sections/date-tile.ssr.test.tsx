/**
 * @jest-environment node
 */
import React from "react"
import { renderToString } from "react-dom/server"
import { DateTile } from "../../src/sections/college/date-tile"

describe("DateTile in the prebuilt HTML", () => {
  it("has no date, only its frame and title, so a stale day is never shown", () => {
    const html = renderToString(<DateTile title="Today" bsLabel="Bikram Sambat" />)
    expect(html).toContain("Today")
    expect(html).toContain('aria-busy="true"')
    expect(html).not.toMatch(/<time|Bikram Sambat|>[^<]*\d/)
  })
})
