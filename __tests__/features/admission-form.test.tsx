import { act, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import { AdmissionForm } from "../../src/features/admission/admission-form"
import { DRAFT_STORAGE_KEY } from "../../src/features/admission/draft"
import { DRAFT_SAVE_DELAY_MS } from "../../src/features/admission/use-draft"
import type { AdmissionFormTexts } from "../../src/features/admission/texts"
import { NotificationsProvider } from "../../src/state/notifications/provider"
import { createNotificationsStore, type NotificationsStore } from "../../src/state/notifications/store"
import { fillPlaceholders } from "../../src/lib/placeholders"
import { DrawnNotifications } from "../support/notifications"
import { admissionTexts, officeTexts } from "../support/admission-fixture"
import { fill, mockSiteQuery, siteFixture } from "../support/site-fixture"

// Filling in the whole form takes a while on a busy machine.
jest.setTimeout(20_000)

const texts = admissionTexts()
const q = texts.questions
const ENDPOINT = "https://forms.example/admission"
const SCHOOL_EMAIL = siteFixture().email

// The child of these tests is born on 27 March 2016; the levels come from the data, chosen by age
// with a year's margin either side, so a school that changes its levels keeps these tests.
const now = new Date()
const childAge = now.getFullYear() - 2016 - (now.getMonth() < 2 || (now.getMonth() === 2 && now.getDate() < 27) ? 1 : 0)
const fittingLevel = q.level.options.find((level) => level.minAge < childAge && childAge < level.maxAge)!
const mismatchedLevel = q.level.options.find((level) => childAge < level.minAge - 1 || childAge > level.maxAge + 1)!

let store: NotificationsStore
const fetchMock = jest.fn()

beforeEach(() => {
  localStorage.clear()
  store = createNotificationsStore()
  fetchMock.mockReset()
  global.fetch = fetchMock
  mockSiteQuery()
})

/** A data text as a pattern, its remaining {placeholders} standing for any number. */
function pattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^$()|[\]\\]/g, "\\$&")
  return new RegExp(`^${escaped.replace(/\\?\{\w+\\?\}/g, "\\d+")}$`)
}

function renderForm(formTexts: AdmissionFormTexts = admissionTexts({ endpoint: ENDPOINT })) {
  return render(
    <NotificationsProvider store={store}>
      <AdmissionForm texts={formTexts} office={officeTexts()} />
      <DrawnNotifications store={store} />
    </NotificationsProvider>,
  )
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(q.studentName.label), "Aarav Shrestha")
  await user.type(screen.getByLabelText(q.dateOfBirth.dayLabel), "27")
  await user.type(screen.getByLabelText(q.dateOfBirth.monthLabel), "3")
  await user.type(screen.getByLabelText(q.dateOfBirth.yearLabel), "2016")
  await user.click(screen.getByRole("radio", { name: q.gender.options[1]!.label }))
  await user.selectOptions(screen.getByLabelText(q.level.label), fittingLevel.value)
  await user.type(screen.getByLabelText(q.parentName.label), "Sita Shrestha")
  await user.selectOptions(screen.getByLabelText(q.relation.label), q.relation.options[0]!.value)
  await user.type(screen.getByLabelText(q.phone.label), "984-1234567")
  await user.type(screen.getByLabelText(q.address.label), "Jhamsikhel, Ward 3, Lalitpur")
  await user.click(screen.getByRole("checkbox", { name: fill(q.consent.label) }))
}

describe("AdmissionForm questions", () => {
  it("labels every question, links hints with aria-describedby and marks optional ones", () => {
    renderForm()
    const name = screen.getByLabelText(q.studentName.label)
    expect(name).toHaveAccessibleDescription(q.studentName.hint!)
    expect(name).toBeRequired()
    expect(screen.getByLabelText(new RegExp(`^${q.email.label}`))).not.toBeRequired()
    expect(screen.getByText(q.email.label).parentElement).toHaveTextContent(texts.optionalMark)
    expect(screen.getByRole("group", { name: q.dateOfBirth.label })).toBeInTheDocument()
    expect(screen.getByRole("radio", { name: q.dateOfBirth.calendars[1]!.label })).toBeInTheDocument()
    expect(within(screen.getByLabelText(q.level.label)).getAllByRole("option")).toHaveLength(q.level.options.length + 1)
  })
})

describe("AdmissionForm first view", () => {
  // The form is hydrated in a frame on the page's own main thread: an Intl formatter made while it is
  // drawn first loads its language tables there, the longest part of that task on a phone.
  it("is drawn, also with the email route, without making an Intl formatter", () => {
    const made = (["NumberFormat", "DisplayNames", "DateTimeFormat", "PluralRules", "ListFormat"] as const).map((name) =>
      jest.spyOn(Intl, name),
    )
    try {
      renderForm(admissionTexts({ endpoint: null }))
      expect(screen.getByTestId("no-endpoint")).toBeInTheDocument()
      for (const constructor of made) expect(constructor).not.toHaveBeenCalled()
    } finally {
      for (const constructor of made) constructor.mockRestore()
    }
  })
})

describe("AdmissionForm checks", () => {
  it("refuses to send an empty form: error summary announced and focused, fields marked invalid", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm()
    await user.click(screen.getByRole("button", { name: texts.submitLabel }))
    const summary = screen.getByRole("alert")
    expect(within(summary).getByRole("heading", { name: texts.errorSummaryTitle })).toBeInTheDocument()
    expect(within(summary).getByRole("link", { name: q.studentName.errors.required! })).toHaveAttribute("href", "#admission-studentName")
    expect(within(summary).getByRole("link", { name: q.phone.errors.required! })).toBeInTheDocument()
    expect(within(summary).queryByRole("link", { name: q.email.errors.invalid! })).not.toBeInTheDocument()
    expect(summary).toHaveFocus()
    const name = screen.getByLabelText(q.studentName.label)
    expect(name).toHaveAttribute("aria-invalid", "true")
    expect(name).toHaveAccessibleDescription(`${q.studentName.hint} ${texts.errorPrefix} ${q.studentName.errors.required}`)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("brings the focus back to the summary on every refused send", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm()
    await user.click(screen.getByRole("button", { name: texts.submitLabel }))
    await user.type(screen.getByLabelText(q.studentName.label), "Aarav")
    expect(screen.getByRole("alert")).not.toHaveFocus()
    await user.click(screen.getByRole("button", { name: texts.submitLabel }))
    expect(screen.getByRole("alert")).toHaveFocus()
  })

  it("clears a question's error as soon as it is fixed", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm()
    await user.click(screen.getByRole("button", { name: texts.submitLabel }))
    await user.type(screen.getByLabelText(q.studentName.label), "Aarav")
    expect(screen.getByLabelText(q.studentName.label)).not.toHaveAttribute("aria-invalid")
    expect(within(screen.getByRole("alert")).queryByText(q.studentName.errors.required!)).not.toBeInTheDocument()
  })

  it("checks a question when it is left, with a message a parent understands", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm()
    await user.type(screen.getByLabelText(q.phone.label), "984123456")
    await user.tab()
    expect(screen.getByText(fillPlaceholders(q.phone.errors.mobileLength!, { digits: 9 }))).toBeInTheDocument()
    await user.clear(screen.getByLabelText(q.phone.label))
    await user.type(screen.getByLabelText(q.phone.label), "01-5550100")
    expect(screen.queryByText(pattern(q.phone.errors.mobileLength!))).not.toBeInTheDocument()
  })

  it("does not scold questions not reached yet", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm()
    await user.click(screen.getByLabelText(q.studentName.label))
    await user.tab()
    expect(screen.queryByText(q.studentName.errors.required!)).not.toBeInTheDocument()
  })

  it("questions a date of birth that does not fit the level, naming the level", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm()
    await user.type(screen.getByLabelText(q.dateOfBirth.dayLabel), "27")
    await user.type(screen.getByLabelText(q.dateOfBirth.monthLabel), "3")
    await user.type(screen.getByLabelText(q.dateOfBirth.yearLabel), "2016")
    await user.selectOptions(screen.getByLabelText(q.level.label), mismatchedLevel.value)
    const message = fillPlaceholders(q.dateOfBirth.errors.levelMismatch!, {
      level: mismatchedLevel.label,
      min: mismatchedLevel.minAge,
      max: mismatchedLevel.maxAge,
    })
    expect(screen.getByText(pattern(message))).toBeInTheDocument()
  })
})

describe("AdmissionForm sending", () => {
  it("sends the whole application as JSON, then confirms and says what happens next", async () => {
    const user = userEvent.setup({ delay: null })
    fetchMock.mockResolvedValue({ ok: true, status: 200 })
    renderForm()
    await fillValid(user)
    // Saved once the typing pauses.
    await waitFor(() => expect(localStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull())
    await user.click(screen.getByRole("button", { name: texts.submitLabel }))
    await screen.findByRole("heading", { name: texts.success.title })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe(ENDPOINT)
    expect(init).toMatchObject({ method: "POST", headers: { "Content-Type": "application/json" } })
    expect(JSON.parse(init.body)).toMatchObject({
      studentName: "Aarav Shrestha",
      dateOfBirth: "2016-03-27",
      dateOfBirthBs: "2072-12-14",
      gender: q.gender.options[1]!.label,
      level: fittingLevel.label,
      parentName: "Sita Shrestha",
      relation: q.relation.options[0]!.label,
      phone: "+9779841234567",
      phoneAsWritten: "984-1234567",
      address: "Jhamsikhel, Ward 3, Lalitpur",
      consent: "yes",
    })
    expect(screen.getByRole("heading", { name: texts.success.title })).toHaveFocus()
    for (const step of texts.success.next) expect(screen.getByText(fill(step))).toBeInTheDocument()
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull()
    expect(store.getState().notifications[0]).toMatchObject({ color: "green", title: texts.success.title })
  })

  it.each([
    ["the network fails", () => Promise.reject(new TypeError("Failed to fetch")), texts.failure.network],
    ["the service answers 500", () => Promise.resolve({ ok: false, status: 500 }), fillPlaceholders(texts.failure.status, { status: 500 })],
  ])("keeps every answer when %s, explains, and offers a retry and email", async (_case, answer, reason) => {
    const user = userEvent.setup({ delay: null })
    fetchMock.mockImplementation(answer)
    renderForm()
    await fillValid(user)
    await user.click(screen.getByRole("button", { name: texts.submitLabel }))
    const panel = await screen.findByTestId("send-failure")
    expect(within(panel).getByText(reason)).toBeInTheDocument()
    expect(panel).toHaveFocus()
    expect(store.getState().notifications[0]).toMatchObject({ color: "red", title: texts.failure.title, message: reason })
    expect(screen.getByLabelText(q.studentName.label)).toHaveValue("Aarav Shrestha")
    expect(screen.getByLabelText(q.phone.label)).toHaveValue("984-1234567")
    const email = within(panel).getByRole("link", { name: texts.email.label })
    expect(email.getAttribute("href")!.startsWith(`mailto:${SCHOOL_EMAIL}?subject=`)).toBe(true)
    fetchMock.mockResolvedValue({ ok: true, status: 200 })
    await user.click(within(panel).getByRole("button", { name: texts.failure.retryLabel }))
    await screen.findByRole("heading", { name: texts.success.title })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it("without an endpoint says so, and offers the answers by email once they are right", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm(admissionTexts({ endpoint: null }))
    const note = screen.getByTestId("no-endpoint")
    expect(within(note).getByText(texts.noEndpoint.text)).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: texts.submitLabel })).not.toBeInTheDocument()
    const email = within(note).getByRole("link", { name: texts.email.label })
    await user.click(email)
    expect(screen.getByRole("alert")).toBeInTheDocument()
    expect(screen.getByRole("alert")).toHaveFocus()
    await fillValid(user)
    const href = decodeURIComponent(email.getAttribute("href")!)
    const subject = fillPlaceholders(texts.email.subject, { student: "Aarav Shrestha", level: fittingLevel.label })
    expect(href).toContain(`mailto:${SCHOOL_EMAIL}?subject=${subject}`)
    expect(href).toContain(`${q.phone.label}: +977 984-1234567`)
    expect(href).toContain(`${q.dateOfBirth.label}: ${fillPlaceholders(texts.email.dateOfBirth, { ad: "2016-03-27", bs: "2072-12-14" })}`)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("uses the endpoint a test sets on window before the page runs", async () => {
    window.__CREST_FORM_ENDPOINT__ = "http://127.0.0.1:5555/record"
    const user = userEvent.setup({ delay: null })
    fetchMock.mockResolvedValue({ ok: true, status: 201 })
    renderForm(admissionTexts({ endpoint: null }))
    await fillValid(user)
    await user.click(screen.getByRole("button", { name: texts.submitLabel }))
    await screen.findByRole("heading", { name: texts.success.title })
    expect(fetchMock.mock.calls[0][0]).toBe("http://127.0.0.1:5555/record")
    delete window.__CREST_FORM_ENDPOINT__
  })
})

describe("AdmissionForm with the site's own receiver", () => {
  const OWN = "/api/applications"
  const ownTexts = () => admissionTexts({ endpoint: OWN })
  const STATUS_KEY = "k".repeat(43)
  const reply = (status: number, body: object) => Promise.resolve({ ok: status < 300, status, json: () => Promise.resolve(body) })

  it("sends the answers with the draft's key, shows the reference, the private link and the answers, then clears the draft", async () => {
    const user = userEvent.setup({ delay: null })
    // The draft is on the device, key and all, before the answers leave it: a reload after an answer
    // that never came sends the same key, even when the parent sent within the typing pause.
    let key = ""
    fetchMock.mockImplementation(() => {
      key = JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY)!).key as string
      return reply(201, { reference: "CA-2083-0042", statusKey: STATUS_KEY })
    })
    renderForm(ownTexts())
    await fillValid(user)
    await user.click(screen.getByRole("button", { name: texts.submitLabel }))
    await screen.findByRole("heading", { name: texts.success.title })
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe(OWN)
    expect(key.length).toBeGreaterThanOrEqual(16)
    expect(init.headers["Idempotency-Key"]).toBe(key)
    const body = JSON.parse(init.body)
    expect(body).toMatchObject({ language: "en", website: "", answers: { studentName: "Aarav Shrestha", dobYear: "2016", level: fittingLevel.value, consent: true } })
    expect(screen.getByTestId("reference")).toHaveTextContent("CA-2083-0042")
    expect(screen.getByText(texts.success.referenceLabel)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: texts.success.statusLinkLabel })).toHaveAttribute("href", `/status/#key=${STATUS_KEY}`)
    expect(screen.getByText(fittingLevel.label)).toBeInTheDocument()
    // The date as typed, then its calendar's own label (which may carry brackets of its own).
    expect(screen.getByText(`27-3-2016, ${q.dateOfBirth.calendars.find((calendar) => calendar.value === "ad")!.label}`)).toBeInTheDocument()
    expect(screen.getByRole("button", { name: texts.success.printLabel })).toBeInTheDocument()
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull()
  })

  it("retries a lost answer with the same key, and keeps the draft until the office has it", async () => {
    const user = userEvent.setup({ delay: null })
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")))
    renderForm(ownTexts())
    await fillValid(user)
    await user.click(screen.getByRole("button", { name: texts.submitLabel }))
    const panel = await screen.findByTestId("send-failure")
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull()
    fetchMock.mockImplementation(() => reply(200, { reference: "CA-2083-0007" }))
    await user.click(within(panel).getByRole("button", { name: texts.failure.retryLabel }))
    await screen.findByTestId("reference")
    const keys = fetchMock.mock.calls.map(([, init]) => init.headers["Idempotency-Key"])
    expect(new Set(keys).size).toBe(1)
  })

  it("offers email, as without an endpoint, where the host has no receiver (404)", async () => {
    const user = userEvent.setup({ delay: null })
    fetchMock.mockImplementation(() => reply(404, {}))
    renderForm(ownTexts())
    await fillValid(user)
    await user.click(screen.getByRole("button", { name: texts.submitLabel }))
    const note = await screen.findByTestId("no-endpoint")
    expect(within(note).getByRole("link", { name: texts.email.label }).getAttribute("href")).toMatch(/^mailto:/)
    expect(screen.getByLabelText(q.studentName.label)).toHaveValue("Aarav Shrestha")
  })

  it("names the questions the receiver refused (422)", async () => {
    const user = userEvent.setup({ delay: null })
    fetchMock.mockImplementation(() => reply(422, { error: "invalid", fields: { phone: { code: "invalid" } } }))
    renderForm(ownTexts())
    await fillValid(user)
    await user.click(screen.getByRole("button", { name: texts.submitLabel }))
    const panel = await screen.findByTestId("send-failure")
    expect(within(panel).getByText(fillPlaceholders(texts.failure.invalid, { fields: q.phone.label }))).toBeInTheDocument()
  })

  it("names the refused questions by their labels in the notification too, never by their keys", async () => {
    const user = userEvent.setup({ delay: null })
    fetchMock.mockImplementation(() => reply(422, { error: "invalid", fields: { studentName: { code: "invalid" }, phone: { code: "invalid" } } }))
    renderForm(ownTexts())
    await fillValid(user)
    await user.click(screen.getByRole("button", { name: texts.submitLabel }))
    await screen.findByTestId("send-failure")
    const message = fillPlaceholders(texts.failure.invalid, { fields: [fill(q.studentName.label), fill(q.phone.label)].join(", ") })
    await waitFor(() => expect(store.getState().notifications[0]).toMatchObject({ color: "red", message }))
    expect(String(store.getState().notifications[0]!.message)).not.toContain("studentName")
  })
})

describe("AdmissionForm draft", () => {
  it("keeps the answers on the device and brings them back after a reload", async () => {
    const user = userEvent.setup({ delay: null })
    const first = renderForm()
    await user.type(screen.getByLabelText(q.studentName.label), "Aarav")
    await user.type(screen.getByLabelText(q.phone.label), "9841234567")
    first.unmount()
    renderForm()
    await waitFor(() => expect(screen.getByLabelText(q.studentName.label)).toHaveValue("Aarav"))
    expect(screen.getByLabelText(q.phone.label)).toHaveValue("9841234567")
    const restored = fillPlaceholders(texts.draft.restored, { date: new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(new Date()) })
    expect(screen.getByText(restored)).toBeInTheDocument()
  })

  it("clears the answers from the device on request, with an undo", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm()
    await user.type(screen.getByLabelText(q.studentName.label), "Aarav")
    await user.click(screen.getByRole("button", { name: texts.draft.clearLabel }))
    expect(screen.getByLabelText(q.studentName.label)).toHaveValue("")
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull()
    await user.click(screen.getByRole("button", { name: texts.draft.undoLabel }))
    expect(screen.getByLabelText(q.studentName.label)).toHaveValue("Aarav")
  })

  /** The form rendered under fake timers, with the student's name typed in. */
  async function typedWithFakeTimers(check: (user: ReturnType<typeof userEvent.setup>) => Promise<void> | void): Promise<void> {
    jest.useFakeTimers()
    try {
      const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime })
      renderForm()
      await user.type(screen.getByLabelText(q.studentName.label), "Aarav")
      await check(user)
    } finally {
      jest.useRealTimers()
    }
  }

  it("saves the draft once the typing pauses, not on every key", () =>
    typedWithFakeTimers(() => {
      expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull()
      act(() => jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS))
      expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY)!).values).toMatchObject({ studentName: "Aarav" })
    }))

  it("saves what was just typed when the page is left, before the pause is over", () =>
    typedWithFakeTimers(() => {
      window.dispatchEvent(new Event("pagehide"))
      expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY)!).values).toMatchObject({ studentName: "Aarav" })
    }))

  it("writes nothing back after the parent clears the answers within the pause", () =>
    typedWithFakeTimers(async (user) => {
      await user.click(screen.getByRole("button", { name: texts.draft.clearLabel }))
      act(() => jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS))
      expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull()
    }))

  it("ignores a damaged draft", async () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, "{not json")
    renderForm()
    await act(async () => undefined)
    expect(screen.getByLabelText(q.studentName.label)).toHaveValue("")
  })
})
