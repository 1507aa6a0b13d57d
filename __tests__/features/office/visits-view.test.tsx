// The office's visits: a day's bookings by time with the people to expect, a cancelled one marked,
// the office's cancel sent for the booking beside it, a move chosen among the open times offered, and a
// refused move explained.
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import office from "../../../data/office.json"
import visits from "../../../data/visits.json"
import { VisitsView, historyDetail, visitsViewOf } from "../../../src/features/office/visits-view"
import { fillPlaceholders } from "../../../src/lib/placeholders"
import { visitWhen, visitWhenParts } from "../../../src/lib/visits/texts"

function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, headers: { get: () => null }, json: () => Promise.resolve(body) })
}

const ROWS = [
  { reference: "CV-2083-0001", slot_id: "2026-11-29T10:00", people: 3, name: "Sita Gurung", phone: "+9779841234567", email: "", interest: visits.interests[0]!.value, note: "", language: "en", cancelled: false },
  { reference: "CV-2083-0002", slot_id: "2026-11-29T10:00", people: 2, name: "Ram Thapa", phone: "+9779801234567", email: "", interest: visits.interests[1]!.value, note: "", language: "ne", cancelled: true },
]

// The open times the server offers for a move (a Sunday and a Monday of the weekly pattern).
const OPEN = [
  { id: "2026-12-06T10:00", day: "2026-12-06", time: "10:00", endTime: "11:00", language: "ne", startsAt: "2026-12-06T10:00:00+05:45", endsAt: "2026-12-06T11:00:00+05:45", left: 5 },
  { id: "2026-12-07T14:00", day: "2026-12-07", time: "14:00", endTime: "15:00", language: "en", startsAt: "2026-12-07T14:00:00+05:45", endsAt: "2026-12-07T15:00:00+05:45", left: 1 },
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

  it("asks for the list again when the booking was cancelled meanwhile, without an error", async () => {
    fetchMock.mockReturnValueOnce(answer(200, { visits: ROWS.slice(0, 1) }))
    render(<VisitsView texts={office} officePath="/office/" days={1} from="2026-11-29" onSignedOut={jest.fn()} />)
    fetchMock.mockReturnValueOnce(answer(409, { error: "not-open" }))
    fetchMock.mockReturnValueOnce(answer(200, { visits: [{ ...ROWS[0]!, cancelled: true }] }))
    await userEvent.click(await screen.findByRole("button", { name: office.visits.cancelLabel }))
    expect(await screen.findByText(`(${office.visits.cancelledLabel})`)).toBeInTheDocument()
    expect(fetchMock.mock.calls[2]![0]).toBe("/api/office/visits?from=2026-11-29&days=1")
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
  })

  it("moves a booking to one of the open times offered: BS day first, AD beside, tour and places left; says where it went", async () => {
    fetchMock.mockReturnValueOnce(answer(200, { visits: ROWS.slice(0, 1) }))
    render(<VisitsView texts={office} officePath="/office/" days={1} from="2026-11-29" onSignedOut={jest.fn()} />)
    fetchMock.mockReturnValueOnce(answer(200, { people: 3, slots: OPEN }))
    await userEvent.click(await screen.findByText(office.visits.moveLabel))
    const chooser = await screen.findByLabelText(office.visits.moveSlotLabel)
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/office/visits/CV-2083-0001/slots")
    const options = within(chooser).getAllByRole("option")
    expect(options.map((option) => option.getAttribute("value"))).toEqual(OPEN.map((slot) => slot.id))
    const first = visitWhenParts(OPEN[0]!, "en")
    expect(options[0]).toHaveTextContent(`${first.bsDay} (${first.adDay}), ${first.hours}, ${visits.languages.ne}, ${fillPlaceholders(visits.placesLeft, { count: "5" })}`)
    expect(options[1]).toHaveTextContent(visits.onePlaceLeft)

    await userEvent.selectOptions(chooser, OPEN[1]!.id)
    fetchMock.mockReturnValueOnce(
      answer(200, {
        booking: { reference: "CV-2083-0001", slot_id: OPEN[1]!.id, cancelled_at: null },
        history: [
          { action: "booked", detail: ROWS[0]!.slot_id, changed_by: "family", changed_at: "2026-11-26T02:00:00Z" },
          { action: "moved", detail: `${ROWS[0]!.slot_id} → ${OPEN[1]!.id}`, changed_by: "sita", changed_at: "2026-11-27T02:00:00Z" },
        ],
      }),
    )
    fetchMock.mockReturnValueOnce(answer(200, { visits: [] }))
    await userEvent.click(screen.getByRole("button", { name: office.visits.moveButton }))
    expect(JSON.parse(String((fetchMock.mock.calls[2]![1] as RequestInit).body))).toEqual({ slot: OPEN[1]!.id })
    const to = visitWhen(OPEN[1]!, "en")
    expect(await screen.findByRole("status")).toHaveTextContent(fillPlaceholders(office.visits.moved, { reference: "CV-2083-0001", when: to }))
  })

  it("writes out the times a booking's history names", () => {
    const from = visitWhen({ day: "2026-11-29", time: "10:00", endTime: "11:00" }, "en")
    expect(historyDetail("2026-11-29T10:00 → 2026-12-14T14:00")).toBe(`${from} → ${visitWhen({ day: "2026-12-14", time: "14:00", endTime: "15:00" }, "en")}`)
    expect(historyDetail("")).toBe("")
  })

  it("says when no open time has room for the party", async () => {
    fetchMock.mockReturnValueOnce(answer(200, { visits: ROWS.slice(0, 1) }))
    render(<VisitsView texts={office} officePath="/office/" days={1} from="2026-11-29" onSignedOut={jest.fn()} />)
    fetchMock.mockReturnValueOnce(answer(200, { people: 3, slots: [] }))
    await userEvent.click(await screen.findByText(office.visits.moveLabel))
    expect(await screen.findByText(fillPlaceholders(office.visits.moveNone, { count: "3" }))).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: office.visits.moveButton })).not.toBeInTheDocument()
  })

  it("explains a move the server refuses, and asks for the open times again", async () => {
    fetchMock.mockReturnValueOnce(answer(200, { visits: ROWS.slice(0, 1) }))
    render(<VisitsView texts={office} officePath="/office/" days={1} from="2026-11-29" onSignedOut={jest.fn()} />)
    fetchMock.mockReturnValueOnce(answer(200, { people: 3, slots: OPEN }))
    await userEvent.click(await screen.findByText(office.visits.moveLabel))
    await screen.findByLabelText(office.visits.moveSlotLabel)
    fetchMock.mockReturnValueOnce(answer(409, { ok: false, reason: "full" }))
    fetchMock.mockReturnValueOnce(answer(200, { people: 3, slots: OPEN.slice(1) }))
    await userEvent.click(screen.getByRole("button", { name: office.visits.moveButton }))
    expect(JSON.parse(String((fetchMock.mock.calls[2]![1] as RequestInit).body))).toEqual({ slot: OPEN[0]!.id })
    expect(await screen.findByRole("alert")).toHaveTextContent(office.visits.moveRefused)
    await waitFor(() => expect(within(screen.getByLabelText(office.visits.moveSlotLabel)).getAllByRole("option")).toHaveLength(1))
    expect(fetchMock.mock.calls[3]![0]).toBe("/api/office/visits/CV-2083-0001/slots")
  })
})
