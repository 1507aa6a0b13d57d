// The visit page in the browser with the server's answers played by a fake fetch: the open times by
// day, errors that say how to fix each answer, a time booked up meanwhile, and no server at all.
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import visits from "../../data/visits.json"
import nepaliVisits from "../../data/ne/visits.json"
import { VisitPage } from "../../src/features/visits/visit-page"
import { toLocaleDigits } from "../../src/lib/i18n/digits"
import { fillPlaceholders } from "../../src/lib/placeholders"
import { visitWhenParts } from "../../src/lib/visits/texts"
import { dualDate } from "../../src/lib/nepal-time/dual-date"
import { LocaleProvider } from "../../src/state/locale-context"
import { mockSiteQuery } from "../support/site-fixture"

const slot = (id: string, left: number) => {
  const [day = "", time = ""] = id.split("T")
  return { id, day, time, endTime: `${String(Number(time.slice(0, 2)) + 1).padStart(2, "0")}:${time.slice(3)}`, language: "en", startsAt: `${day}T${time}:00+05:45`, endsAt: `${day}T${time}:00+05:45`, left }
}
const SLOTS = [slot("2026-11-29T10:00", 5), slot("2026-11-29T14:00", 1), slot("2026-11-30T14:00", 12)]

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const all: Record<string, string> = { "content-type": "application/json", ...headers }
  return Promise.resolve({ ok: status >= 200 && status < 300, status, headers: { get: (name: string) => all[name.toLowerCase()] ?? null }, json: () => Promise.resolve(body) })
}

const fetchMock = jest.fn()
beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock
  window.location.hash = ""
  // jsdom has no object URLs; the confirmation makes one for its calendar file.
  URL.createObjectURL = jest.fn(() => "blob:visit")
  URL.revokeObjectURL = jest.fn()
})

function renderPage(locale: "en" | "ne" = "en") {
  const site = mockSiteQuery()
  render(
    <LocaleProvider locale={locale}>
      <VisitPage />
    </LocaleProvider>,
  )
  return site
}

/** The English page with its open times, the first chosen and the form filled in as a family would. */
async function chooseFirstTimeAndFillIn() {
  fetchMock.mockReturnValueOnce(answer(200, { slots: SLOTS }))
  renderPage()
  await userEvent.click((await screen.findAllByRole("button", { name: new RegExp(`^${visits.chooseLabel}`) }))[0]!)
  await userEvent.type(screen.getByLabelText(visits.form.nameLabel), "Sita Gurung")
  await userEvent.selectOptions(screen.getByLabelText(visits.form.interestLabel), visits.interests[0]!.value)
  await userEvent.type(screen.getByLabelText(visits.form.phoneLabel), "9841234567")
}

describe("the visit page", () => {
  it("lists the open times by BS day with the AD day, the hours, the language and the places left", async () => {
    fetchMock.mockReturnValueOnce(answer(200, { slots: SLOTS }))
    renderPage()
    const first = visitWhenParts(SLOTS[0]!, "en")
    const day = await screen.findByRole("heading", { name: `${first.bsDay} (${first.adDay})` })
    const list = within(day.closest("li")!)
    expect(list.getByText(fillPlaceholders(visits.placesLeft, { count: "5" }))).toBeInTheDocument()
    expect(list.getByText(visits.onePlaceLeft)).toBeInTheDocument()
    expect(list.getAllByText(visits.languages.en)).toHaveLength(2)
    // One week: its days, without the soonest times above them or buttons to page.
    expect(screen.getAllByRole("heading", { level: 4 })).toHaveLength(2)
    expect(screen.queryByRole("heading", { name: visits.soonestTitle })).not.toBeInTheDocument()
    expect(screen.queryByRole("button", { name: visits.nextWeek })).not.toBeInTheDocument()
  })

  it("shows the next open times first, then one week at a time, the new week's heading taking the focus", async () => {
    // Three weeks (Sunday to Friday): four times, one, and one.
    const weeks = [slot("2026-11-29T10:00", 5), slot("2026-11-30T14:00", 12), slot("2026-12-01T10:00", 12), slot("2026-12-02T14:00", 12), slot("2026-12-07T14:00", 3), slot("2026-12-15T10:00", 8)]
    fetchMock.mockReturnValueOnce(answer(200, { slots: weeks }))
    renderPage("ne")
    const texts = { ...visits, ...nepaliVisits }
    const soonest = within((await screen.findByRole("heading", { name: texts.soonestTitle })).closest("section")!)
    expect(soonest.getAllByRole("button", { name: new RegExp(`^${texts.chooseLabel}`) })).toHaveLength(3)
    const first = visitWhenParts(weeks[0]!, "ne")
    expect(soonest.getByText(first.bsDay, { exact: false })).toBeInTheDocument()

    const fill = (text: string, values: Record<string, string | number>) => fillPlaceholders(text, values, (value) => toLocaleDigits(value, "ne"))
    const range = fill(texts.weekHeading, { from: dualDate("2026-11-29", "ne").bs, to: dualDate("2026-12-02", "ne").bs })
    const week = screen.getByRole("heading", { level: 3, name: new RegExp(`^${range}`) })
    expect(screen.getByText(fill(texts.weekCount, { number: 1, count: 3 }))).toBeInTheDocument()
    expect(within(week.closest("section")!).getAllByRole("heading", { level: 4 })).toHaveLength(4)
    expect(screen.getByRole("button", { name: texts.previousWeek })).toBeDisabled()

    await userEvent.click(screen.getByRole("button", { name: texts.nextWeek }))
    const second = screen.getByRole("heading", { level: 3, name: new RegExp(`^${dualDate("2026-12-07", "ne").bs}`) })
    expect(second).toHaveFocus()
    expect(screen.getByText(fill(texts.weekCount, { number: 2, count: 3 }))).toBeInTheDocument()
    expect(within(second.closest("section")!).getAllByRole("heading", { level: 4 })).toHaveLength(1)
    await userEvent.click(screen.getByRole("button", { name: texts.nextWeek }))
    expect(screen.getByRole("button", { name: texts.nextWeek })).toBeDisabled()
    await userEvent.click(screen.getByRole("button", { name: texts.previousWeek }))
    await userEvent.click(screen.getByRole("button", { name: texts.previousWeek }))
    expect(screen.getByRole("heading", { level: 3, name: new RegExp(`^${range}`) })).toHaveFocus()
  })

  it("says how to fix each answer before sending, and sends Devanagari digits as typed", async () => {
    fetchMock.mockReturnValueOnce(answer(200, { slots: SLOTS }))
    renderPage("ne")
    await userEvent.click((await screen.findAllByRole("button", { name: new RegExp(`^${nepaliVisits.chooseLabel}`) }))[0]!)
    await userEvent.clear(screen.getByLabelText(nepaliVisits.form.peopleLabel))
    await userEvent.type(screen.getByLabelText(nepaliVisits.form.peopleLabel), "९")
    await userEvent.click(screen.getByRole("button", { name: nepaliVisits.form.submitLabel }))
    const summary = screen.getByRole("alert")
    expect(summary).toHaveFocus()
    const people = fillPlaceholders(nepaliVisits.errors.people, { max: toLocaleDigits(visits.maxParty, "ne") })
    expect(within(summary).getByRole("link", { name: people })).toHaveAttribute("href", "#visit-people")
    expect(screen.getByLabelText(nepaliVisits.form.peopleLabel)).toHaveAccessibleDescription(expect.stringContaining(people))
    expect(within(summary).getByText(nepaliVisits.errors.name)).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(1)

    await userEvent.type(screen.getByLabelText(nepaliVisits.form.nameLabel), "सीता गुरुङ")
    await userEvent.clear(screen.getByLabelText(nepaliVisits.form.peopleLabel))
    await userEvent.type(screen.getByLabelText(nepaliVisits.form.peopleLabel), "२")
    await userEvent.selectOptions(screen.getByLabelText(nepaliVisits.form.interestLabel), visits.interests[1]!.value)
    await userEvent.type(screen.getByLabelText(nepaliVisits.form.phoneLabel), "९८४१२३४५६७")
    fetchMock.mockReturnValueOnce(answer(201, { reference: "CV-2083-0001", token: "t".repeat(43), people: 2, slot: SLOTS[0] }))
    await userEvent.click(screen.getByRole("button", { name: nepaliVisits.form.submitLabel }))
    expect(await screen.findByText("CV-2083-0001")).toBeInTheDocument()
    const sent = JSON.parse(String((fetchMock.mock.calls[1]![1] as RequestInit).body)) as Record<string, string>
    expect(sent).toMatchObject({ slot: SLOTS[0]!.id, people: "२", phone: "९८४१२३४५६७", language: "ne" })
    expect(screen.getByRole("link", { name: nepaliVisits.confirmation.cancelLabel })).toHaveAttribute("href", `/ne/visit/#cancel=${"t".repeat(43)}`)
    // The calendar file is made once the confirmation is drawn (an effect), so its link may come a moment later.
    expect(await screen.findByRole("link", { name: nepaliVisits.confirmation.calendarLabel })).toHaveAttribute("download", "CV-2083-0001.ics")
  })

  it("offers the next times when the chosen one was booked up meanwhile", async () => {
    await chooseFirstTimeAndFillIn()
    fetchMock.mockReturnValueOnce(answer(409, { error: "full", left: 0, next: [SLOTS[2]] }))
    await userEvent.click(screen.getByRole("button", { name: visits.form.submitLabel }))
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(visits.errors.full))
    expect(screen.getAllByRole("button", { name: new RegExp(`^${visits.chooseLabel}`) })).toHaveLength(1)
  })

  it("sends one Idempotency-Key per booking attempt: the same when the same answers are sent again, another once an answer changes", async () => {
    await chooseFirstTimeAndFillIn()
    const keyOf = (call: number) => new Headers((fetchMock.mock.calls[call]![1] as RequestInit).headers).get("Idempotency-Key")
    // The connection drops: the booking may or may not have been stored.
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")))
    await userEvent.click(screen.getByRole("button", { name: visits.form.submitLabel }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(keyOf(1)).toMatch(/^[A-Za-z0-9_-]{16,128}$/)
    fetchMock.mockReturnValueOnce(answer(503, { error: "unavailable" }))
    await waitFor(() => expect(screen.getByRole("button", { name: visits.form.submitLabel })).toBeEnabled())
    await userEvent.click(screen.getByRole("button", { name: visits.form.submitLabel }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3))
    expect(keyOf(2)).toBe(keyOf(1))
    await waitFor(() => expect(screen.getByRole("button", { name: visits.form.submitLabel })).toBeEnabled())
    await userEvent.type(screen.getByLabelText(visits.form.nameLabel), "h")
    fetchMock.mockReturnValueOnce(answer(200, { reference: "CV-2083-0001", token: "t".repeat(43), people: 1, slot: SLOTS[0] }))
    await userEvent.click(screen.getByRole("button", { name: visits.form.submitLabel }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4))
    expect(keyOf(3)).toMatch(/^[A-Za-z0-9_-]{16,128}$/)
    expect(keyOf(3)).not.toBe(keyOf(1))
    // A repeat the server recognised (200) is a booking like the first answer (201).
    expect(await screen.findByText("CV-2083-0001")).toBeInTheDocument()
  })

  it("without the server, says booking online is unavailable and gives the office's phone and the weekly hours", async () => {
    fetchMock.mockReturnValueOnce(Promise.reject(new TypeError("Failed to fetch")))
    const site = renderPage()
    expect(await screen.findByText(fillPlaceholders(visits.offline, { phone: site.phones[0]! }))).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: visits.scheduleTitle })).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: new RegExp(`^${visits.chooseLabel}`) })).not.toBeInTheDocument()
  })
})
