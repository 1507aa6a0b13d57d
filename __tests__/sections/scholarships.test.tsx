// The scholarships page's body: each kind with its amount (percent of tuition or rupees through the one
// formatter), its places, its dates linking to their calendar events, and its documents linking to
// their pages in the documents library; in both languages.
import { render, screen, within } from "@testing-library/react"
import React from "react"
import documentsJson from "../../data/documents.json"
import nepaliScholarships from "../../data/ne/scholarships.json"
import scholarshipsJson from "../../data/scholarships.json"
import { eventPath } from "../../src/lib/calendar/paths"
import { documentPath } from "../../src/lib/documents/paths"
import { withTranslations } from "../../src/lib/i18n/overlay-merge"
import { toLocaleDigits } from "../../src/lib/i18n/digits"
import { localizedPath, type Locale } from "../../src/lib/i18n/locales"
import { formatRupees } from "../../src/lib/money/rupees"
import { dualDate } from "../../src/lib/nepal-time/dual-date"
import { readEvents } from "../../src/node/calendar/read-events"
import { Scholarships } from "../../src/sections/scholarships/scholarships"
import type { ScholarshipsData } from "../../src/sections/scholarships/scholarships-data"
import { LocaleProvider } from "../../src/state/locale-context"
import { REAL_DATA_DIR } from "../support/data-dir"
import { fill, mockSiteQuery } from "../support/site-fixture"

const english = { ...scholarshipsJson, untranslated: [] } as unknown as ScholarshipsData
const nepali = { ...withTranslations(scholarshipsJson, nepaliScholarships), untranslated: [] } as unknown as ScholarshipsData
const events = readEvents(REAL_DATA_DIR).map((event) => ({ slug: event.slug, start: event.start }))
const documentsIn = (locale: Locale) =>
  documentsJson.documents.map((document) => ({ untranslated: [], slug: document.slug, title: document.title, path: localizedPath(documentPath(document.slug), locale) }))

// toHaveTextContent reads the no-break space between symbol and amount as a plain one.
const plain = (text: string) => text.replace(/\u00a0/g, " ")

function renderScholarships(data: ScholarshipsData, locale: Locale = "en") {
  mockSiteQuery()
  return render(
    <LocaleProvider locale={locale}>
      <Scholarships scholarships={data} documents={documentsIn(locale)} events={events} />
    </LocaleProvider>,
  )
}

const kindSection = (name: string) => within(screen.getByRole("region", { name: fill(name) }))

describe("Scholarships", () => {
  it("shows every kind with its amount and places, written as the data says", () => {
    renderScholarships(english)
    for (const kind of scholarshipsJson.kinds) {
      const section = kindSection(kind.name)
      const award = kind.award as { percent?: number; rupees?: number }
      const amount =
        award.percent !== undefined
          ? scholarshipsJson.labels.percent.replace("{percent}", String(award.percent))
          : scholarshipsJson.labels.rupees.replace("{amount}", formatRupees(award.rupees!, "en"))
      expect(section.getByText(plain(amount), { normalizer: plain })).toBeInTheDocument()
      const places = (kind as { places?: number }).places
      const placesText = places !== undefined ? scholarshipsJson.labels.placesCount.replace("{count}", String(places)) : scholarshipsJson.labels.noLimit
      expect(section.getByText(placesText)).toBeInTheDocument()
      for (const line of kind.qualifies) expect(section.getByText(fill(line))).toBeInTheDocument()
    }
  })

  it("links a date to its calendar event when it names one, and writes the others without a link", () => {
    renderScholarships(english)
    for (const kind of scholarshipsJson.kinds) {
      const section = kindSection(kind.name)
      for (const date of kind.dates as { label: string; day: string; event?: string }[]) {
        const item = section.getByText(date.label).closest("li")!
        expect(item).toHaveTextContent(dualDate(date.day, "en").bs)
        const link = within(item).queryByRole("link")
        if (date.event) {
          const event = events.find((candidate) => candidate.slug === date.event)!
          expect(link).toHaveAttribute("href", eventPath({ slug: event.slug, startDay: event.start }))
        } else {
          expect(link).toBeNull()
        }
      }
    }
  })

  it("links each document a kind needs to its page in the documents library", () => {
    renderScholarships(english)
    for (const kind of scholarshipsJson.kinds) {
      const section = kindSection(kind.name)
      for (const slug of kind.documents) {
        const document = documentsJson.documents.find((candidate) => candidate.slug === slug)!
        expect(section.getByRole("link", { name: document.title })).toHaveAttribute("href", documentPath(slug))
      }
    }
  })

  it("offers a link to each kind at the top of the page", () => {
    renderScholarships(english)
    const nav = within(screen.getByRole("navigation", { name: scholarshipsJson.labels.kinds }))
    expect(nav.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(scholarshipsJson.kinds.map((kind) => `#${kind.slug}`))
  })

  it("writes amounts, places and dates in Nepali digits and links the Nepali pages on the Nepali page", () => {
    renderScholarships(nepali, "ne")
    const rupeeKind = nepali.kinds.find((kind) => kind.award.rupees != null)!
    const section = kindSection(rupeeKind.name)
    expect(section.getByText(plain(nepali.labels.rupees.replace("{amount}", formatRupees(rupeeKind.award.rupees!, "ne"))), { normalizer: plain })).toBeInTheDocument()
    expect(section.getByText(nepali.labels.placesCount.replace("{count}", toLocaleDigits(rupeeKind.places!, "ne")))).toBeInTheDocument()
    const dated = nepali.kinds.find((kind) => kind.dates.some((date) => date.event))!
    const date = dated.dates.find((entry) => entry.event)!
    const link = within(kindSection(dated.name).getByText(date.label).closest("li")!).getByRole("link")
    expect(link).toHaveTextContent(dualDate(date.day, "ne").bs)
    expect(link.getAttribute("href")).toMatch(/^\/ne\/calendar\//)
    const withDocument = nepali.kinds.find((kind) => kind.documents.length > 0)!
    const title = documentsJson.documents.find((document) => document.slug === withDocument.documents[0])!.title
    expect(kindSection(withDocument.name).getByRole("link", { name: title })).toHaveAttribute("href", localizedPath(documentPath(withDocument.documents[0]!), "ne"))
  })
})
