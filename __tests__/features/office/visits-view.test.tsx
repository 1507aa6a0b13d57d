// The office's visits: a day's bookings by time with the people to expect, a cancelled one marked,
// the office's cancel sent for the booking beside it, and a refused move explained.
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import office from "../../../data/office.json"
import visits from "../../../data/visits.json"
import { VisitsView, visitsViewOf } from "../../../src/features/office/visits-view"
import { fillPlaceholders } from "../../../src/lib/placeholders"

function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, headers: { get: () => null }, json: () => Promise.resolve(body) })
}

const ROWS = [
  { reference: "CV-2083-0001", slot_id: "2026-11-29T10:00", people: 3, name: "Sita Gurung", phone: "+9779841234567", email: "", interest: visits.interests[0]!.value, note: "", language: "en", cancelled: false },
  { reference: "CV-2083-0002", slot_id: "2026-11-29T10:00", people: 2, name: "Ram Thapa", phone: "+9779801234567", email: "", interest: visits.interests[1]!.value, note: "", language: "ne", cancelled: true },
]

const fetchMock = jest.fn()
beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock
})

describe("the office's visits", () => {
  it("reads the view from the address: a day or a week, from a day", () => {
    expect(visitsViewOf("?visits=week&from=2026-11-29")).toEqual({ days: 7, from: "2026-11-29" })
    expect(visitsViewOf("?visits=day&from=soon")?.days).toBe(1)
    expect(visitsViewOf("?q=Sita")).toBeNull()
  })

  it("lists the day's bookings with the people to expect, marks a cancelled one, and cancels the one beside the button", async () => {
    fetchMock.mockReturnValueOnce(answer(200, { visits: ROWS }))
    render(<VisitsView texts={office} officePath="/office/" days={1} from="2026-11-29" onSignedOut={jest.fn()} />)
    expect(await screen.findByText(fillPlaceholders(office.visits.totalPeople, { count: "3" }))).toBeInTheDocument()
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/office/visits?from=2026-11-29&days=1")
    const rows = screen.getAllByRole("row").slice(1)
    expect(within(rows[0]!).getByText(visits.interests[0]!.label)).toBeInTheDocument()
    expect(within(rows[1]!).getByText(`(${office.visits.cancelledLabel})`)).toBeInTheDocument()
    expect(within(rows[1]!).queryByRole("button", { name: office.visits.cancelLabel })).not.toBeInTheDocument()

    fetchMock.mockReturnValueOnce(answer(200, { booking: {}, history: [{ action: "cancelled", detail: "", changed_by: "sita", changed_at: "2026-11-27T02:00:00Z" }] }))
    fetchMock.mockReturnValueOnce(answer(200, { visits: ROWS.map((row) => ({ ...row, cancelled: true })) }))
    await userEvent.click(within(rows[0]!).getByRole("button", { name: office.visits.cancelLabel }))
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/office/visits/CV-2083-0001/cancel")
    expect(await screen.findByText(fillPlaceholders(office.visits.totalPeople, { count: "0" }))).toBeInTheDocument()
  })

  it("explains a move the server refuses", async () => {
    fetchMock.mockReturnValueOnce(answer(200, { visits: ROWS.slice(0, 1) }))
    render(<VisitsView texts={office} officePath="/office/" days={1} from="2026-11-29" onSignedOut={jest.fn()} />)
    await userEvent.type(await screen.findByLabelText(office.visits.moveLabel), "2026-11-30 09:00")
    fetchMock.mockReturnValueOnce(answer(409, { ok: false, reason: "full" }))
    await userEvent.click(screen.getByRole("button", { name: office.visits.moveButton }))
    expect(JSON.parse(String((fetchMock.mock.calls[1]![1] as RequestInit).body))).toEqual({ slot: "2026-11-30T09:00" })
    expect(await screen.findByRole("alert")).toHaveTextContent(office.visits.moveRefused)
  })
})
