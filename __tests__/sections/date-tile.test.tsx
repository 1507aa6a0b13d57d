import { act, render, screen } from "@testing-library/react"
import React from "react"
import nepali from "../../data/ne/dates.json"
import { formatDay, formatMonth } from "../../src/lib/nepal-time/texts"
import { toLocaleDigits } from "../../src/lib/i18n/digits"
import { LocaleProvider } from "../../src/state/locale-context"
import { DateTile } from "../../src/sections/college/date-tile"
import { startPageModules } from "../support/modules"

// 2025-04-14 AD is 2082-01-01 BS (the converter's tables; see __tests__/lib/nepal-time/day.test.ts).
const NEW_YEAR_BS = { year: 2082, month: 1, day: 1 }

afterEach(() => {
  jest.useRealTimers()
  window.history.replaceState(null, "", "/")
})

describe("DateTile", () => {
  it("shows Nepal's date in AD and BS once its module starts", async () => {
    jest.useFakeTimers({ now: new Date("2025-04-13T18:15:00Z"), doNotFake: ["queueMicrotask"] })
    render(<DateTile title="Today" bsLabel="Bikram Sambat" />)
    await startPageModules()
    const time = await screen.findByText("Monday")
    expect(time.closest("time")).toHaveAttribute("dateTime", "2025-04-14")
    expect(screen.getByText("14")).toBeInTheDocument()
    expect(screen.getByText("April 2025")).toBeInTheDocument()
    expect(screen.getByText("Baisakh 1, 2082")).toBeInTheDocument()
    expect(screen.getByText(formatDay("bs", NEW_YEAR_BS, "ne"))).toHaveAttribute("lang", "ne")
  })

  it("writes the whole tile in Nepali, with Devanagari digits, on a Nepali page", async () => {
    jest.useFakeTimers({ now: new Date("2025-04-13T18:15:00Z"), doNotFake: ["queueMicrotask"] })
    window.history.replaceState(null, "", "/ne/senior/")
    const { container } = render(
      <LocaleProvider locale="ne">
        <DateTile title="t" bsLabel="b" />
      </LocaleProvider>,
    )
    await startPageModules()
    const weekday = await screen.findByText(nepali.weekdays[1]!)
    expect(weekday.closest("time")).toHaveAttribute("dateTime", "2025-04-14")
    expect(screen.getByText(toLocaleDigits(14, "ne"))).toBeInTheDocument()
    expect(screen.getByText(formatMonth("ad", 2025, 4, "ne"))).toBeInTheDocument()
    // The BS day once, in Nepali: the page is already in Nepali.
    expect(screen.getAllByText(formatDay("bs", NEW_YEAR_BS, "ne"))).toHaveLength(1)
    expect(container.textContent).not.toMatch(/[0-9]/)
  })

  it("moves on to the next day when Kathmandu's midnight passes while the page is open", async () => {
    jest.useFakeTimers({ now: new Date("2025-04-13T18:14:30Z"), doNotFake: ["queueMicrotask"] })
    render(<DateTile title="Today" bsLabel="Bikram Sambat" />)
    await startPageModules()
    await screen.findByText("Chaitra 31, 2081")
    await act(async () => {
      jest.advanceTimersByTime(60_000)
    })
    expect(await screen.findByText("Baisakh 1, 2082")).toBeInTheDocument()
    expect(screen.getByText("Monday")).toBeInTheDocument()
  })

  it("is filled in on the prebuilt markup as the HTML parser leaves it", async () => {
    jest.useFakeTimers({ now: new Date("2025-04-13T18:15:00Z"), doNotFake: ["queueMicrotask"] })
    const { container, unmount } = render(<DateTile title="Today" bsLabel="Bikram Sambat" />)
    const html = container.innerHTML
    unmount()
    document.body.innerHTML = html
    const tile = document.querySelector<HTMLElement>("[data-today-tile]")!
    expect(screen.queryByText("Monday")).toBeNull()
    await startPageModules()
    expect(screen.getByText("Monday").closest("time")).toHaveAttribute("dateTime", "2025-04-14")
    expect(screen.getByText("Baisakh 1, 2082")).toBeVisible()
    expect(tile).not.toHaveAttribute("aria-busy")
  })
})
