import { act, render, screen } from "@testing-library/react"
import React from "react"
import { DateTile } from "../../src/sections/college/date-tile"

afterEach(() => {
  jest.useRealTimers()
})

describe("DateTile", () => {
  it("shows Nepal's date in AD and BS once mounted", async () => {
    jest.useFakeTimers({ now: new Date("2025-04-13T18:15:00Z"), doNotFake: ["queueMicrotask"] })
    render(<DateTile title="Today" bsLabel="Bikram Sambat" />)
    const time = await screen.findByText("Monday")
    expect(time.closest("time")).toHaveAttribute("dateTime", "2025-04-14")
    expect(screen.getByText("14")).toBeInTheDocument()
    expect(screen.getByText("April 2025")).toBeInTheDocument()
    expect(screen.getByText("Baisakh 1, 2082")).toBeInTheDocument()
    expect(screen.getByText("बैशाख १, २०८२")).toHaveAttribute("lang", "ne")
  })

  it("moves on to the next day when Kathmandu's midnight passes while the page is open", async () => {
    jest.useFakeTimers({ now: new Date("2025-04-13T18:14:30Z"), doNotFake: ["queueMicrotask"] })
    render(<DateTile title="Today" bsLabel="Bikram Sambat" />)
    await screen.findByText("Chaitra 31, 2081")
    await act(async () => {
      jest.advanceTimersByTime(60_000)
    })
    expect(await screen.findByText("Baisakh 1, 2082")).toBeInTheDocument()
    expect(screen.getByText("Monday")).toBeInTheDocument()
  })
})
