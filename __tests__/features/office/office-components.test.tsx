import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import office from "../../../data/office.json"
import { labelledAnswers } from "../../../src/features/office/application-view"
import { FiltersForm } from "../../../src/features/office/filters-form"
import { NO_FILTERS } from "../../../src/features/office/filters"
import { SignInForm } from "../../../src/features/office/sign-in-form"
import { NOTE_MAX, StatusForm } from "../../../src/features/office/status-form"
import { DeleteApplication } from "../../../src/features/office/delete-application"
import { StatusLink } from "../../../src/features/office/status-link"
import { StatusCounts } from "../../../src/features/office/status-counts"
import { fillPlaceholders } from "../../../src/lib/placeholders"

const texts = office
const LEVELS = [
  { value: "nursery", label: "Nursery" },
  { value: "grade-1", label: "Grade 1" },
]

/** What fetch resolves to, as much of a Response as the office's calls read. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, headers: { get: (name: string) => headers[name] ?? null }, json: () => Promise.resolve(body) })
}

const fetchMock = jest.fn()
beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock
})

describe("the filters form", () => {
  it("applies every filter at once, as one query", async () => {
    const onApply = jest.fn()
    render(<FiltersForm texts={texts} levels={LEVELS} filters={NO_FILTERS} onApply={onApply} />)
    await userEvent.type(screen.getByLabelText(texts.list.searchLabel), "Sita")
    await userEvent.selectOptions(screen.getByLabelText(texts.list.levelLabel), "grade-1")
    await userEvent.selectOptions(screen.getByLabelText(texts.list.statusLabel), "invited")
    await userEvent.type(screen.getByLabelText(texts.list.fromLabel), "2026-11-01")
    expect(onApply).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole("button", { name: texts.list.applyLabel }))
    expect(onApply).toHaveBeenCalledWith("q=Sita&level=grade-1&status=invited&from=2026-11-01")
  })

  it("offers every status and level, and clears them all", async () => {
    const onApply = jest.fn()
    render(<FiltersForm texts={texts} levels={LEVELS} filters={{ ...NO_FILTERS, status: "declined", q: "x" }} onApply={onApply} />)
    const statuses = screen.getByLabelText(texts.list.statusLabel)
    expect([...statuses.querySelectorAll("option")].map((option) => option.textContent)).toEqual([texts.list.anyStatus, ...Object.values(texts.statuses)])
    expect(screen.getByRole("option", { name: "Grade 1" })).toBeInTheDocument()
    expect(statuses).toHaveValue("declined")
    await userEvent.click(screen.getByRole("button", { name: texts.list.clearLabel }))
    expect(onApply).toHaveBeenCalledWith("")
    expect(screen.getByLabelText(texts.list.searchLabel)).toHaveValue("")
  })
})

describe("the status form", () => {
  it("starts at the current status and sends the new one with the trimmed note", async () => {
    const onSave = jest.fn().mockResolvedValue("saved")
    render(<StatusForm texts={texts} current="reviewed" onSave={onSave} />)
    const select = screen.getByLabelText(texts.application.statusLabel)
    expect(select).toHaveValue("reviewed")
    await userEvent.selectOptions(select, "admitted")
    await userEvent.type(screen.getByLabelText(texts.application.noteLabel), "  Fees paid  ")
    await userEvent.click(screen.getByRole("button", { name: texts.application.saveLabel }))
    expect(onSave).toHaveBeenCalledWith("admitted", "Fees paid")
    expect(await screen.findByRole("status")).toHaveTextContent(texts.application.saved)
    expect(screen.getByLabelText(texts.application.noteLabel)).toHaveValue("")
  })

  it("refuses a note over the limit without sending, and says a failed save in an alert", async () => {
    const onSave = jest.fn().mockResolvedValue("failed")
    render(<StatusForm texts={texts} current="received" onSave={onSave} />)
    const note = screen.getByLabelText(texts.application.noteLabel)
    await userEvent.click(note)
    await userEvent.paste("न".repeat(NOTE_MAX + 1))
    await userEvent.click(screen.getByRole("button", { name: texts.application.saveLabel }))
    expect(onSave).not.toHaveBeenCalled()
    expect(screen.getByRole("alert")).toHaveTextContent(texts.application.noteTooLong)
    await userEvent.clear(note)
    await userEvent.paste("न".repeat(NOTE_MAX))
    await userEvent.click(screen.getByRole("button", { name: texts.application.saveLabel }))
    expect(onSave).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole("alert")).toHaveTextContent(texts.application.saveFailed)
    // A failed save keeps the note.
    expect(note).toHaveValue("न".repeat(NOTE_MAX))
  })

  it("says that a colleague's change came first, keeping the note and the choice to save again", async () => {
    const onSave = jest.fn().mockResolvedValue("changed")
    render(<StatusForm texts={texts} current="received" onSave={onSave} />)
    await userEvent.selectOptions(screen.getByLabelText(texts.application.statusLabel), "invited")
    await userEvent.type(screen.getByLabelText(texts.application.noteLabel), "Called the mother")
    await userEvent.click(screen.getByRole("button", { name: texts.application.saveLabel }))
    expect(await screen.findByRole("alert")).toHaveTextContent(texts.application.changedMeanwhile)
    expect(screen.getByLabelText(texts.application.noteLabel)).toHaveValue("Called the mother")
    expect(screen.getByLabelText(texts.application.statusLabel)).toHaveValue("invited")
  })
})

describe("the sign-in form", () => {
  it("says a wrong password, and the wait after too many, in an alert", async () => {
    fetchMock
      .mockImplementationOnce(() => answer(401, { error: "wrong" }))
      .mockImplementationOnce(() => answer(429, { error: "too-many" }, { "Retry-After": "90" }))
    const onSignedIn = jest.fn()
    render(<SignInForm texts={texts} notice={null} onSignedIn={onSignedIn} />)
    await userEvent.click(screen.getByRole("button", { name: texts.signIn.submitLabel }))
    expect(screen.getByRole("alert")).toHaveTextContent(texts.signIn.missing)
    expect(fetchMock).not.toHaveBeenCalled()
    await userEvent.type(screen.getByLabelText(texts.signIn.nameLabel), "sita")
    await userEvent.type(screen.getByLabelText(texts.signIn.passwordLabel), "not the password")
    await userEvent.click(screen.getByRole("button", { name: texts.signIn.submitLabel }))
    expect(await screen.findByRole("alert")).toHaveTextContent(texts.signIn.wrong)
    expect(fetchMock).toHaveBeenCalledWith("/api/office/sign-in", expect.objectContaining({ method: "POST", body: JSON.stringify({ name: "sita", password: "not the password" }) }))
    expect(screen.getByLabelText(texts.signIn.passwordLabel)).toHaveValue("")
    await userEvent.type(screen.getByLabelText(texts.signIn.passwordLabel), "again wrong")
    await userEvent.click(screen.getByRole("button", { name: texts.signIn.submitLabel }))
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(fillPlaceholders(texts.signIn.throttled, { minutes: "2" })))
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it("hands over the account's name when signed in", async () => {
    fetchMock.mockImplementationOnce(() => answer(200, { name: "sita" }))
    const onSignedIn = jest.fn()
    render(<SignInForm texts={texts} notice={texts.sessionEnded} onSignedIn={onSignedIn} />)
    expect(screen.getByRole("status")).toHaveTextContent(texts.sessionEnded)
    await userEvent.type(screen.getByLabelText(texts.signIn.nameLabel), "Sita")
    await userEvent.type(screen.getByLabelText(texts.signIn.passwordLabel), "a long password")
    await userEvent.click(screen.getByRole("button", { name: texts.signIn.submitLabel }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith("sita"))
  })
})

describe("deleting an application", () => {
  it("asks first, and sends nothing when the answer is no", async () => {
    const onDelete = jest.fn().mockResolvedValue(true)
    render(<DeleteApplication texts={texts} reference="CA-2083-0042" onDelete={onDelete} />)
    await userEvent.click(screen.getByRole("button", { name: texts.application.deleteLabel }))
    expect(screen.getByText(fillPlaceholders(texts.application.deleteConfirm, { reference: "CA-2083-0042" }))).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: texts.application.cancelDeleteLabel }))
    expect(onDelete).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole("button", { name: texts.application.deleteLabel }))
    await userEvent.click(screen.getByRole("button", { name: texts.application.confirmDeleteLabel }))
    expect(onDelete).toHaveBeenCalledTimes(1)
  })
})

describe("the counts by status", () => {
  it("shows every status with its count and the sum, the chosen one pressed, each listing its applications", async () => {
    const onApply = jest.fn()
    const counts = { received: 4, reviewed: 0, invited: 2, admitted: 1, declined: 0, withdrawn: 0 }
    render(<StatusCounts texts={texts} filters={{ ...NO_FILTERS, q: "Sita", status: "invited" }} counts={counts} onApply={onApply} />)
    const buttons = screen.getAllByRole("button")
    expect(buttons.map((button) => button.textContent)).toEqual([`${texts.list.anyStatus} 7`, ...Object.entries(counts).map(([status, n]) => `${texts.statuses[status as keyof typeof counts]} ${n}`)])
    expect(screen.getByRole("button", { name: `${texts.statuses.invited} 2` })).toHaveAttribute("aria-pressed", "true")
    await userEvent.click(screen.getByRole("button", { name: `${texts.statuses.received} 4` }))
    expect(onApply).toHaveBeenCalledWith("q=Sita&status=received")
    await userEvent.click(buttons[0]!)
    expect(onApply).toHaveBeenLastCalledWith("q=Sita")
  })
})

describe("mailing the status link again", () => {
  it.each([
    ["sent", texts.application.statusLinkSent, "status"],
    ["no-email", texts.application.statusLinkNoEmail, "alert"],
    ["failed", texts.application.statusLinkFailed, "alert"],
  ] as const)("says what became of it (%s)", async (outcome, said, role) => {
    const onSend = jest.fn().mockResolvedValue(outcome)
    render(<StatusLink texts={texts} onSend={onSend} />)
    await userEvent.click(screen.getByRole("button", { name: texts.application.statusLinkLabel }))
    expect(await screen.findByRole(role)).toHaveTextContent(said)
    expect(onSend).toHaveBeenCalledTimes(1)
    expect(screen.getByRole("button", { name: texts.application.statusLinkLabel })).toBeEnabled()
  })
})

describe("an application's answers", () => {
  it("come in the form's order, with answers the form no longer asks after them", () => {
    const labels = [
      { key: "studentName", label: "Student" },
      { key: "level", label: "Level" },
      { key: "email", label: "Email" },
    ]
    expect(labelledAnswers({ form: "admission", language: "ne", level: "Grade 1", oldQuestion: "x", studentName: "<b>Sita</b>" }, labels)).toEqual([
      { key: "studentName", label: "Student" },
      { key: "level", label: "Level" },
      { key: "oldQuestion", label: "oldQuestion" },
    ])
  })
})
