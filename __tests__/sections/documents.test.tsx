// The documents library: every document under its category with its language, size (the file's, as the
// build reads it) and date, the category links that narrow the list (anchors: no script), and a
// document's own page with its download link.
import fs from "node:fs"
import path from "node:path"
import { render, screen, within } from "@testing-library/react"
import React from "react"
import documentsJson from "../../data/documents.json"
import nepaliDocuments from "../../data/ne/documents.json"
import { documentCategoryPath, documentPath } from "../../src/lib/documents/paths"
import { withTranslations } from "../../src/lib/i18n/overlay-merge"
import { localizedPath, type Locale } from "../../src/lib/i18n/locales"
import { dualDate } from "../../src/lib/nepal-time/dual-date"
import { formatFileSize } from "../../src/lib/notices/file-size"
import { DocumentDetails } from "../../src/sections/documents/document-details"
import { DocumentLibrary } from "../../src/sections/documents/document-library"
import type { DocumentsData, LibraryDocument } from "../../src/sections/documents/documents-data"
import { LocaleProvider } from "../../src/state/locale-context"
import { REAL_DATA_DIR } from "../support/data-dir"
import { mockSiteQuery } from "../support/site-fixture"

const english = { ...documentsJson, untranslated: [] } as unknown as DocumentsData
const nepaliData = withTranslations(documentsJson, nepaliDocuments)
const nepali = { ...nepaliData, untranslated: [] } as unknown as DocumentsData

const sizeOf = (file: string) => fs.statSync(path.join(REAL_DATA_DIR, file)).size

function documentsIn(source: typeof documentsJson, locale: Locale): LibraryDocument[] {
  return source.documents.map((document) => ({
    id: document.slug,
    untranslated: [],
    slug: document.slug,
    path: localizedPath(documentPath(document.slug), locale),
    title: document.title,
    category: document.category,
    language: document.language,
    date: document.date,
    summary: document.summary,
    download: { publicURL: `/static/0123/${path.basename(document.file)}`, size: sizeOf(document.file), extension: "pdf" },
  }))
}

function renderIn(locale: Locale, element: React.ReactElement) {
  mockSiteQuery()
  return render(<LocaleProvider locale={locale}>{element}</LocaleProvider>)
}

describe("DocumentLibrary", () => {
  it("lists each document under its category, linking its page, with its language, size and date", () => {
    renderIn("en", <DocumentLibrary library={english} documents={documentsIn(documentsJson, "en")} />)
    for (const category of documentsJson.categories) {
      const section = screen.getByRole("region", { name: category.label })
      expect(section).toHaveAttribute("id", category.slug)
      const inCategory = documentsJson.documents.filter((document) => document.category === category.slug)
      expect(within(section).getAllByRole("article")).toHaveLength(inCategory.length)
      for (const document of inCategory) {
        const article = within(section).getByRole("article", { name: document.title })
        expect(within(article).getByRole("link", { name: document.title })).toHaveAttribute("href", documentPath(document.slug))
        expect(article).toHaveTextContent(documentsJson.languages[document.language as "en" | "ne" | "both"])
        expect(article).toHaveTextContent(formatFileSize(sizeOf(document.file)))
        expect(article).toHaveTextContent(dualDate(document.date, "en").bs)
      }
    }
  })

  it("narrows the list by category with links to the categories' anchors, and back to the whole list", () => {
    renderIn("en", <DocumentLibrary library={english} documents={documentsIn(documentsJson, "en")} />)
    const nav = within(screen.getByRole("navigation", { name: documentsJson.labels.filter }))
    const links = nav.getAllByRole("link")
    expect(links.map((link) => link.textContent)).toEqual([documentsJson.labels.all, ...documentsJson.categories.map((category) => category.label)])
    const [all, ...categories] = links
    expect(categories.map((link) => link.getAttribute("href"))).toEqual(documentsJson.categories.map((category) => `#${category.slug}`))
    // "All" targets the element holding every category, so no category is the target any more.
    const target = document.getElementById(all!.getAttribute("href")!.slice(1))!
    for (const category of documentsJson.categories) expect(target).toContainElement(document.getElementById(category.slug))
  })

  it("writes the Nepali library with Nepali digits and links the Nepali pages", () => {
    renderIn("ne", <DocumentLibrary library={nepali} documents={documentsIn(nepaliData as typeof documentsJson, "ne")} />)
    const [first] = nepaliData.documents
    const article = screen.getByRole("article", { name: first!.title })
    expect(within(article).getByRole("link", { name: first!.title })).toHaveAttribute("href", localizedPath(documentPath(first!.slug), "ne"))
    expect(article).toHaveTextContent(formatFileSize(sizeOf(first!.file), "ne"))
    expect(article).toHaveTextContent(dualDate(first!.date, "ne").bs)
  })
})

describe("DocumentDetails", () => {
  it("links the file with its size, names its category with a link to the narrowed library, and leads back", () => {
    const [document] = documentsIn(documentsJson, "en")
    renderIn("en", <DocumentDetails document={document!} library={english} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(document!.title)
    const download = screen.getByRole("link", { name: documentsJson.labels.download.replace("{size}", formatFileSize(document!.download.size!)) })
    expect(download).toHaveAttribute("href", document!.download.publicURL)
    const category = documentsJson.categories.find((entry) => entry.slug === document!.category)!
    expect(screen.getByRole("link", { name: category.label })).toHaveAttribute("href", documentCategoryPath(category.slug))
    expect(screen.getByRole("link", { name: documentsJson.labels.back })).toHaveAttribute("href", "/documents/")
  })
})
