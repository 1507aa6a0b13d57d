// The status page in the browser with the server's answers played by a fake fetch: what is sent for a
// reference and a date of birth, the checks before sending, the private link, and the answers that
// open nothing (a wrong pair and an unknown link alike, too many tries, no server).
import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import admission from "../../data/admission-form.json"
import site from "../../data/site.json"
import { StatusPage } from "../../src/features/status/status-page"
import { statusPageProps } from "../../src/features/status/texts"
import { toLocaleDigits } from "../../src/lib/i18n/digits"
import { dualDate } from "../../src/lib/nepal-time/dual-date"
import { fillPlaceholders } from "../../src/lib/placeholders"
import { STATUS_API, type FamilyView } from "../../src/lib/status/api"
import { LocaleProvider } from "../../src/state/locale-context"
import { mockSiteQuery } from "../support/site-fixture"

const NOW = new Date("2026-12-04T06:00:00Z")

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const all: Record<string, string> = { "content-type": "application/json", ...headers }
  return Promise.resolve({ ok: status >= 200 && status < 300, status, headers: { get: (name: string) => all[name.toLowerCase()] ?? null }, json: () => Promise.resolve(body) })
}

const level = admission.questions.level.options[3]!
const VIEW: FamilyView = {
  reference: "CA-2083-0007",
  language: "en",
  studentName: "Aarav Shrestha",
  level: level.value,
  status: "invited",
  steps: [
    { status: "received", at: "2026-11-20T04:00:00Z" },
    { status: "reviewed", at: "2026-11-22T05:00:00Z" },
    { status: "invited", at: "2026-11-24T05:00:00Z" },
  ],
}

const fetchMock = jest.fn()
beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock
  window.location.hash = ""
})

function renderPage(locale: "en" | "ne" = "en") {
  mockSiteQuery()
  const props = statusPageProps(locale, NOW)
  render(
    <LocaleProvider locale={locale}>
      <StatusPage {...props} />
    </LocaleProvider>,
  )
  return props
}

const sent = (call = 0) => JSON.parse(String((fetchMock.mock.calls[call] as [string, RequestInit])[1].body)) as Record<string, string>

async function typeLookup(texts: ReturnType<typeof statusPageProps>["texts"], reference: string, [day, month, year]: [string, string, string]) {
  await userEvent.type(screen.getByLabelText(texts.lookup.referenceLabel), reference)
  await userEvent.type(screen.getByLabelText(admission.questions.dateOfBirth.dayLabel, { exact: true }), day)
  await userEvent.type(screen.getByLabelText(admission.questions.dateOfBirth.monthLabel, { exact: true }), month)
  await userEvent.type(screen.getByLabelText(admission.questions.dateOfBirth.yearLabel, { exact: true }), year)
}

describe("the status page", () => {
  it("sends the reference in the receiver's writing with the date of birth as typed, and shows the application", async () => {
    const { texts, levels } = renderPage()
    fetchMock.mockReturnValueOnce(answer(200, VIEW))
    await typeLookup(texts, " ca - 2083 - 0007", ["27", "3", "2016"])
    await userEvent.click(screen.getByRole("button", { name: texts.lookup.submitLabel }))
    const heading = await screen.findByRole("heading", { level: 2, name: fillPlaceholders(texts.application.title, { reference: VIEW.reference }) })
    expect(fetchMock.mock.calls[0]![0]).toBe(STATUS_API)
    expect(sent()).toEqual({ reference: "CA-2083-0007", dobCalendar: "ad", dobDay: "27", dobMonth: "3", dobYear: "2016" })
    expect(heading).toHaveFocus()
    expect(screen.getByTestId("stage")).toHaveTextContent(texts.stages.invited.label)
    expect(screen.getByText(levels[level.value]!)).toBeInTheDocument()
    for (const paragraph of texts.stages.invited.next) expect(screen.getByText(paragraph)).toBeInTheDocument()
    // Each step with its day in Nepal, BS first; never the note the office wrote.
    const steps = screen.getAllByRole("listitem")
    expect(steps).toHaveLength(3)
    const { bs, ad } = dualDate("2026-11-22")
    expect(steps[1]).toHaveTextContent(`${bs} (${ad}) ${texts.stages.reviewed.label}`)
    expect(screen.getByText(fillPlaceholders(texts.application.contact, { reference: VIEW.reference, phone: site.phones[0]!, email: site.email }))).toBeInTheDocument()
    expect(screen.queryByText(texts.application.linkNote)).not.toBeInTheDocument()
  })

  it("says what is wrong beside a box before anything is sent", async () => {
    const { texts, example } = renderPage()
    await typeLookup(texts, "2083-7", ["31", "2", "2016"])
    await userEvent.click(screen.getByRole("button", { name: texts.lookup.submitLabel }))
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.getByText(fillPlaceholders(texts.errors.referenceFormat, { example }))).toBeInTheDocument()
    expect(screen.getByLabelText(texts.lookup.referenceLabel)).toHaveFocus()
    expect(screen.getByText(fillPlaceholders(admission.questions.dateOfBirth.errors.invalidDay, { days: "29" }))).toBeInTheDocument()
  })

  it("answers a wrong pair with one sentence that does not say which half is wrong", async () => {
    const { texts } = renderPage()
    fetchMock.mockReturnValueOnce(answer(404, { error: "not-found" }))
    await typeLookup(texts, "CA-2083-0007", ["28", "3", "2016"])
    await userEvent.click(screen.getByRole("button", { name: texts.lookup.submitLabel }))
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent(fillPlaceholders(texts.errors.notFound, { phone: site.phones[0]! }))
    expect(alert).toHaveFocus()
  })

  it("tells how many minutes to wait after too many tries, in the page's digits", async () => {
    const { texts } = renderPage("ne")
    fetchMock.mockReturnValueOnce(answer(429, { error: "too-many" }, { "retry-after": "150" }))
    await userEvent.type(screen.getByLabelText(texts.lookup.referenceLabel), "CA-२०८३-०००७")
    const dob = statusPageProps("ne", NOW).dateOfBirth.partLabels.ad
    await userEvent.type(screen.getByLabelText(dob.day, { exact: true }), "२७")
    await userEvent.type(screen.getByLabelText(dob.month, { exact: true }), "३")
    await userEvent.type(screen.getByLabelText(dob.year, { exact: true }), "२०१६")
    await userEvent.click(screen.getByRole("button", { name: texts.lookup.submitLabel }))
    expect(await screen.findByRole("alert")).toHaveTextContent(fillPlaceholders(texts.errors.tooMany, { minutes: toLocaleDigits(3, "ne"), phone: site.phones[0]! }))
    expect(sent().reference).toBe("CA-2083-0007")
  })

  it("says the application cannot be looked up now when the server is not there", async () => {
    const { texts } = renderPage()
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"))
    await typeLookup(texts, "CA-2083-0007", ["27", "3", "2016"])
    await userEvent.click(screen.getByRole("button", { name: texts.lookup.submitLabel }))
    expect(await screen.findByRole("alert")).toHaveTextContent(fillPlaceholders(texts.errors.failed, { phone: site.phones[0]! }))
  })

  it("opens the application of a private link at once, says the address is a key, and drops the key on leaving it", async () => {
    window.location.hash = "#key=abc_DEF-123"
    fetchMock.mockReturnValueOnce(answer(200, VIEW))
    const { texts } = renderPage()
    await screen.findByTestId("application-status")
    expect(sent()).toEqual({ key: "abc_DEF-123" })
    expect(screen.getByText(texts.application.linkNote)).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: texts.application.anotherLabel }))
    expect(window.location.hash).toBe("")
    expect(screen.getByRole("heading", { level: 2, name: texts.lookup.title })).toBeInTheDocument()
  })

  it("says a private link that opens nothing, with the form to type the pair instead", async () => {
    window.location.hash = "#key=gone"
    fetchMock.mockReturnValueOnce(answer(404, { error: "not-found" }))
    const { texts } = renderPage()
    expect(await screen.findByRole("alert")).toHaveTextContent(fillPlaceholders(texts.errors.linkNotFound, { phone: site.phones[0]! }))
    await waitFor(() => expect(screen.getByLabelText(texts.lookup.referenceLabel)).toBeInTheDocument())
  })
})
