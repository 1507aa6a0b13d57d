// What families typed, on the office's page: a name with a right-to-left override is shown in the
// order it was typed, and each value is isolated, so none can reorder the text around it.
import { render, screen, within } from "@testing-library/react"
import React from "react"
import office from "../../../data/office.json"
import visits from "../../../data/visits.json"
import { ApplicationView } from "../../../src/features/office/application-view"
import { InboxList } from "../../../src/features/office/inbox-list"
import { VisitsView } from "../../../src/features/office/visits-view"

function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, headers: { get: () => null }, json: () => Promise.resolve(body) })
}

const EVIL = "\u202Eevil\u202C Kumar"
const SPILL = "Note \u202Eopen"

const fetchMock = jest.fn()
beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock
})

/** Each value shown once, inside an isolating element, without the direction controls. */
function expectIsolated(container: HTMLElement, text: string) {
  const element = within(container).getByText(text)
  expect(element.tagName === "BDI" || element.closest("bdi") !== null || element.getAttribute("dir") === "auto").toBe(true)
  expect(container.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
}

describe("family-typed values on the office page", () => {
  it("in the list of applications", async () => {
    fetchMock.mockReturnValueOnce(
      answer(200, { applications: [{ reference: "CA-2083-0001", receivedAt: "2026-11-19T04:00:00Z", studentName: EVIL, parentName: SPILL, level: "nursery", levelLabel: "Nursery", status: "received" }], more: false, counts: { received: 1, reviewed: 0, invited: 0, admitted: 0, declined: 0, withdrawn: 0 } }),
    )
    const { container } = render(<InboxList texts={office} levels={[]} officePath="/office/" search="" notice={null} onApply={jest.fn()} onSignedOut={jest.fn()} />)
    await screen.findByText("evil Kumar")
    expectIsolated(container, "evil Kumar")
    expectIsolated(container, "Note open")
  })

  it("in one application's answers", async () => {
    fetchMock.mockReturnValueOnce(answer(200, { reference: "CA-2083-0001", receivedAt: "2026-11-19T04:00:00Z", language: "en", status: "received", answers: { studentName: EVIL, message: SPILL }, history: [] }))
    const { container } = render(
      <ApplicationView texts={office} reference="CA-2083-0001" answerLabels={[{ key: "studentName", label: "Student" }, { key: "message", label: "Message" }]} officePath="/office/" onSignedOut={jest.fn()} onDeleted={jest.fn()} />,
    )
    await screen.findByText("evil Kumar")
    expectIsolated(container, "evil Kumar")
    expectIsolated(container, "Note open")
  })

  it("in the visits of a day", async () => {
    fetchMock.mockReturnValueOnce(
      answer(200, { visits: [{ reference: "CV-2083-0001", slot_id: "2026-11-29T10:00", people: 3, name: EVIL, phone: "+9779841234567", email: "", interest: visits.interests[0]!.value, note: SPILL, language: "en", cancelled: false }] }),
    )
    const { container } = render(<VisitsView texts={office} officePath="/office/" days={1} from="2026-11-29" onSignedOut={jest.fn()} />)
    await screen.findByText("evil Kumar")
    expectIsolated(container, "evil Kumar")
    expectIsolated(container, "Note open")
  })
})
