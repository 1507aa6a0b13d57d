import { render } from "@testing-library/react"
import React from "react"
import { DualDate } from "../../src/components/dual-date/dual-date"
import { dualDate } from "../../src/lib/nepal-time/dual-date"

it("shows one machine-readable day with Bikram Sambat first", () => {
  const { container } = render(<DualDate iso="2026-04-14" />)
  const time = container.querySelector("time")
  const { bs, ad } = dualDate("2026-04-14")
  expect(time).toHaveAttribute("dateTime", "2026-04-14")
  expect(time?.textContent).toBe(`${bs} (${ad})`)
})
