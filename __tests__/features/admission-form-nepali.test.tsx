// The admission form on a Nepali page: every word the parent reads comes from the Nepali overlay, numbers
// may be typed in Devanagari digits, and what the office receives stays in English.
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import { AdmissionForm } from "../../src/features/admission/admission-form"
import { DRAFT_STORAGE_KEY } from "../../src/features/admission/draft"
import type { AdmissionFormTexts } from "../../src/features/admission/texts"
import { LocaleProvider } from "../../src/state/locale-context"
import type { Locale } from "../../src/lib/i18n/locales"
import { NotificationsProvider } from "../../src/state/notifications/provider"
import { createNotificationsStore, type NotificationsStore } from "../../src/state/notifications/store"
import { fillPlaceholders } from "../../src/lib/placeholders"
import { DrawnNotifications } from "../support/notifications"
import { admissionTexts, nepaliAdmissionTexts, officeTexts } from "../support/admission-fixture"
import { fill, mockSiteQuery } from "../support/site-fixture"
import { dualDate } from "../../src/lib/nepal-time/dual-date"

jest.setTimeout(30_000)

const ENDPOINT = "https://forms.example/admission"
const english = admissionTexts({ endpoint: ENDPOINT })
const nepali = nepaliAdmissionTexts({ endpoint: ENDPOINT })
const en = english.questions
const ne = nepali.questions

// Born on 27 March 2016 (१४ चैत २०७२ BS); the level is chosen from the data by age, a year's margin either side.
const now = new Date()
const childAge = now.getFullYear() - 2016 - (now.getMonth() < 2 || (now.getMonth() === 2 && now.getDate() < 27) ? 1 : 0)
const levelIndex = en.level.options.findIndex((level) => level.minAge < childAge && childAge < level.maxAge)

let store: NotificationsStore
const fetchMock = jest.fn()

beforeEach(() => {
  localStorage.clear()
  store = createNotificationsStore()
  fetchMock.mockReset()
  global.fetch = fetchMock
  mockSiteQuery()
})

function form(locale: Locale, texts: AdmissionFormTexts) {
  return (
    <LocaleProvider locale={locale}>
      <NotificationsProvider store={store}>
        <AdmissionForm texts={texts} office={officeTexts()} />
        <DrawnNotifications store={store} />
      </NotificationsProvider>
    </LocaleProvider>
  )
}

const renderNepali = (texts: AdmissionFormTexts = nepali) => render(form("ne", texts))

/** Every English text of the form that has a Nepali translation (so must not show on a Nepali page). */
function englishOnly(englishValue: unknown, nepaliValue: unknown, found: string[] = []): string[] {
  if (typeof englishValue === "string") {
    if (englishValue !== nepaliValue && /[A-Za-z]{3}/.test(englishValue)) found.push(fill(englishValue))
  } else if (englishValue && typeof englishValue === "object") {
    for (const [key, value] of Object.entries(englishValue)) {
      englishOnly(value, (nepaliValue as Record<string, unknown>)[key], found)
    }
  }
  return found
}

/** What a reader (or a screen reader) gets of the page: its text and its labelling attributes. */
function everythingShown(): string {
  const attributes = [...document.querySelectorAll("[aria-label], [title], [placeholder]")].flatMap((element) =>
    ["aria-label", "title", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
  )
  return [document.body.textContent ?? "", ...attributes].join("\n")
}

async function fillInDevanagari(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(ne.studentName.label), "आरव श्रेष्ठ")
  await user.type(screen.getByLabelText(ne.dateOfBirth.dayLabel), "२७")
  await user.type(screen.getByLabelText(ne.dateOfBirth.monthLabel), "३")
  await user.type(screen.getByLabelText(ne.dateOfBirth.yearLabel), "२०१६")
  await user.click(screen.getByRole("radio", { name: ne.gender.options[1]!.label }))
  await user.selectOptions(screen.getByLabelText(ne.level.label), en.level.options[levelIndex]!.value)
  await user.type(screen.getByLabelText(ne.parentName.label), "सीता श्रेष्ठ")
  await user.selectOptions(screen.getByLabelText(ne.relation.label), en.relation.options[0]!.value)
  await user.type(screen.getByLabelText(ne.phone.label), "९८४-१२३४५६७")
  await user.type(screen.getByLabelText(ne.address.label), "झम्सिखेल, वडा नं. ३, ललितपुर")
  await user.click(screen.getByRole("checkbox", { name: fill(ne.consent.label) }))
}

describe("AdmissionForm in Nepali", () => {
  it("asks, explains and refuses an empty form in Nepali, with no English text left", async () => {
    const user = userEvent.setup({ delay: null })
    renderNepali()
    expect(screen.getByLabelText(ne.studentName.label)).toHaveAccessibleDescription(ne.studentName.hint!)
    expect(screen.getByText(ne.email.label).parentElement).toHaveTextContent(nepali.optionalMark)
    expect(screen.getByRole("radio", { name: ne.dateOfBirth.calendars[1]!.label })).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: nepali.submitLabel }))
    const summary = screen.getByRole("alert")
    expect(summary).toHaveFocus()
    expect(within(summary).getByRole("heading", { name: nepali.errorSummaryTitle })).toBeInTheDocument()
    expect(within(summary).getByRole("link", { name: ne.studentName.errors.required! })).toBeInTheDocument()
    expect(within(summary).getByRole("link", { name: ne.phone.errors.required! })).toBeInTheDocument()
    expect(screen.getByLabelText(ne.studentName.label)).toHaveAccessibleDescription(
      `${ne.studentName.hint} ${nepali.errorPrefix} ${ne.studentName.errors.required}`,
    )
    const shown = everythingShown()
    const leftInEnglish = englishOnly(english, nepali).filter((text) => shown.includes(text))
    expect(leftInEnglish).toEqual([])
  })

  it("writes the numbers of its messages in Devanagari digits", async () => {
    const user = userEvent.setup({ delay: null })
    renderNepali()
    await user.type(screen.getByLabelText(ne.phone.label), "९८४१२३४५६")
    await user.tab()
    expect(screen.getByText(fillPlaceholders(ne.phone.errors.mobileLength!, { digits: "९" }))).toBeInTheDocument()
    await user.type(screen.getByLabelText(ne.dateOfBirth.dayLabel), "३०")
    await user.type(screen.getByLabelText(ne.dateOfBirth.monthLabel), "2")
    await user.type(screen.getByLabelText(ne.dateOfBirth.yearLabel), "२०१६")
    await user.tab()
    expect(screen.getByText(fillPlaceholders(ne.dateOfBirth.errors.invalidDay!, { days: "२९" }))).toBeInTheDocument()
  })

  it("takes Devanagari digits, and sends the office English words, ASCII digits and the form's language", async () => {
    const user = userEvent.setup({ delay: null })
    fetchMock.mockResolvedValue({ ok: true, status: 200 })
    renderNepali()
    await fillInDevanagari(user)
    await user.tab()
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: nepali.submitLabel }))
    await screen.findByRole("heading", { name: nepali.success.title })
    const sent = JSON.parse(fetchMock.mock.calls[0][1].body)
    expect(sent).toMatchObject({
      form: "admission",
      language: "ne",
      studentName: "आरव श्रेष्ठ",
      dateOfBirth: "2016-03-27",
      dateOfBirthBs: "2072-12-14",
      gender: en.gender.options[1]!.label,
      level: en.level.options[levelIndex]!.label,
      relation: en.relation.options[0]!.label,
      phone: "+9779841234567",
      phoneAsWritten: "984-1234567",
      address: "झम्सिखेल, वडा नं. ३, ललितपुर",
      consent: "yes",
    })
    expect(store.getState().notifications[0]).toMatchObject({ color: "green", title: nepali.success.title, message: nepali.success.notification })
    expect(screen.getByText(fillPlaceholders(fill(nepali.success.text), { student: "आरव श्रेष्ठ" }))).toBeInTheDocument()
  })

  it("asks a BS date of birth year, month, day, with the BS labels, and an AD one day first", async () => {
    const user = userEvent.setup({ delay: null })
    renderNepali()
    const question = screen.getByRole("group", { name: new RegExp(ne.dateOfBirth.label) })
    const boxes = () => [...question.querySelectorAll<HTMLInputElement>('input[type="text"]')].map((box) => box.labels![0]!.textContent)
    await user.click(within(question).getByRole("radio", { name: ne.dateOfBirth.calendars[0]!.label }))
    expect(boxes()).toEqual([ne.dateOfBirth.dayLabel, ne.dateOfBirth.monthLabel, ne.dateOfBirth.yearLabel])
    await user.click(within(question).getByRole("radio", { name: ne.dateOfBirth.calendars[1]!.label }))
    expect(boxes()).toEqual([ne.dateOfBirth.bsYearLabel, ne.dateOfBirth.monthLabel, ne.dateOfBirth.bsDayLabel])
  })

  it("explains a failed send in Nepali, and its email is written for the English-speaking office", async () => {
    const user = userEvent.setup({ delay: null })
    fetchMock.mockResolvedValue({ ok: false, status: 503 })
    renderNepali()
    await fillInDevanagari(user)
    await user.click(screen.getByRole("button", { name: nepali.submitLabel }))
    const panel = await screen.findByTestId("send-failure")
    const reason = fillPlaceholders(nepali.failure.status, { status: 503 })
    expect(within(panel).getByRole("heading", { name: nepali.failure.title })).toBeInTheDocument()
    expect(within(panel).getByText(reason)).toBeInTheDocument()
    expect(store.getState().notifications[0]).toMatchObject({ color: "red", title: nepali.failure.title, message: reason })
    const href = within(panel).getByRole("link", { name: nepali.email.label }).getAttribute("href")!
    const [, query] = href.split("?")
    const params = new URLSearchParams(query!.replace(/\+/g, "%2B"))
    const level = en.level.options[levelIndex]!.label
    expect(params.get("subject")).toBe(fillPlaceholders(fill(english.email.subject), { student: "आरव श्रेष्ठ", level }))
    const body = params.get("body")!.split("\r\n")
    expect(body.slice(0, 2)).toEqual([fill(english.email.intro), fillPlaceholders(english.email.languageLine, { language: officeTexts().email.languageNames.ne })])
    expect(body).toEqual(
      expect.arrayContaining([
        `${en.studentName.label}: आरव श्रेष्ठ`,
        `${en.dateOfBirth.label}: ${fillPlaceholders(english.email.dateOfBirth, { ad: "2016-03-27", bs: "2072-12-14" })}`,
        `${en.gender.label}: ${en.gender.options[1]!.label}`,
        `${en.relation.label}: ${en.relation.options[0]!.label}`,
        `${en.phone.label}: +977 984-1234567`,
        `${fill(en.consent.label)}: ✓`,
      ]),
    )
    for (const field of Object.values(ne)) expect(params.get("body")).not.toContain(`${fill(field.label)}:`)
  })

  it("says offline in Nepali when the device has no connection", async () => {
    const user = userEvent.setup({ delay: null })
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))
    const online = jest.spyOn(navigator, "onLine", "get").mockReturnValue(false)
    try {
      renderNepali()
      await fillInDevanagari(user)
      await user.click(screen.getByRole("button", { name: nepali.submitLabel }))
      const panel = await screen.findByTestId("send-failure")
      expect(within(panel).getByText(nepali.failure.offline)).toBeInTheDocument()
    } finally {
      online.mockRestore()
    }
  })
})

describe("AdmissionForm draft across languages", () => {
  it("brings back a draft started in English on the Nepali page, and the other way round", async () => {
    const user = userEvent.setup({ delay: null })
    const englishPage = render(form("en", english))
    await user.type(screen.getByLabelText(en.studentName.label), "Aarav")
    await user.click(screen.getByRole("radio", { name: en.dateOfBirth.calendars[1]!.label }))
    await user.selectOptions(screen.getByLabelText(en.relation.label), en.relation.options[1]!.value)
    englishPage.unmount()

    const nepaliPage = renderNepali()
    await waitFor(() => expect(screen.getByLabelText(ne.studentName.label)).toHaveValue("Aarav"))
    expect(screen.getByRole("radio", { name: ne.dateOfBirth.calendars[1]!.label })).toBeChecked()
    expect(screen.getByLabelText(ne.relation.label)).toHaveValue(en.relation.options[1]!.value)
    // The day as the site writes Bikram Sambat days on Nepali pages (its formats have their own tests).
    const day = dualDate(localIsoDay(new Date()), "ne").bs
    expect(screen.getByText(fillPlaceholders(nepali.draft.restored, { date: day }))).toBeInTheDocument()
    await user.type(screen.getByLabelText(ne.phone.label), "९८४१२३४५६७")
    nepaliPage.unmount()

    render(form("en", english))
    await waitFor(() => expect(screen.getByLabelText(en.phone.label)).toHaveValue("९८४१२३४५६७"))
    expect(screen.getByLabelText(en.studentName.label)).toHaveValue("Aarav")
    expect(screen.getByLabelText(en.relation.label)).toHaveValue(en.relation.options[1]!.value)
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY)!).values).toMatchObject({ studentName: "Aarav", phone: "९८४१२३४५६७" })
  })

  it("clears the answers with a Nepali notification and undo", async () => {
    const user = userEvent.setup({ delay: null })
    renderNepali()
    await user.type(screen.getByLabelText(ne.studentName.label), "आरव")
    await user.click(screen.getByRole("button", { name: nepali.draft.clearLabel }))
    expect(store.getState().notifications[0]).toMatchObject({ title: nepali.draft.cleared })
    await user.click(screen.getByRole("button", { name: nepali.draft.undoLabel }))
    expect(screen.getByLabelText(ne.studentName.label)).toHaveValue("आरव")
  })
})

function localIsoDay(date: Date): string {
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, "0")).join("-")
}
