/**
 * English standing in for a missing Nepali text, from the merge to what a reader gets: a page with a
 * missing Nepali field, a notice with no Nepali counterpart (its Markdown body too), an alert whose
 * link has no Nepali label, and the Nepali feeds. The merged data says which texts are English; the
 * components mark those lang="en"; no invisible character is ever written.
 */
import fs from "fs"
import path from "path"
import { render, screen } from "@testing-library/react"
import React from "react"
import { AlertItem, type AlertData } from "../../src/features/alerts/alert-item"
import { NoticeArticle, type NoticeDetail } from "../../src/features/notices/notice-article"
import { isStandIn, langAt, standInsAt } from "../../src/lib/i18n/stand-ins"
import { INVISIBLE, invisibleCharactersIn, invisibleCharactersUnder } from "../../src/node/html/invisible-characters"
import { localizedData, nepaliContent } from "../../src/node/locales/data-nodes"
import { jsonFeed, rssFeed, type FeedItem } from "../../src/node/notices/feeds"
import { noticeContent } from "../../src/node/notices/notice-nodes"
import { Privacy, type PrivacyProps } from "../../src/sections/site-pages/privacy"
import { REAL_DATA_DIR } from "../support/data-dir"
import { boardFixture } from "../support/notice-fixtures"
import { imageFile } from "../support/page-fixtures"
import { mockSiteQuery } from "../support/site-fixture"
import { makeTempDir } from "../support/temp-dir"

type Json = Record<string, unknown>

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Json

function expectNoInvisible(text: string) {
  expect(invisibleCharactersIn(text, "rendered")).toEqual([])
}

describe("stand-in paths", () => {
  const paths = ["heading", "sections[1].paragraphs[0]", "alerts[1].link.label", "alerts[10].message"]

  it("says which texts are English, and gives a part its own paths", () => {
    expect(isStandIn(paths, "heading")).toBe(true)
    expect(isStandIn(paths, "intro")).toBe(false)
    expect(isStandIn(paths, "sections[1]")).toBe(true)
    expect(langAt(paths, "sections[1].paragraphs[0]")).toBe("en")
    expect(langAt(paths, "sections[1].paragraphs[1]")).toBeUndefined()
    expect(standInsAt(paths, "alerts[1]")).toEqual(["link.label"])
    expect(standInsAt(paths, "alerts")).toEqual(["[1].link.label", "[10].message"])
    expect(standInsAt(null, "alerts")).toEqual([])
  })
})

describe("a Nepali page with a text not translated yet", () => {
  // The real privacy texts, with the Nepali heading and first paragraph missing as if a translator had not got to them.
  const englishFile = path.join(REAL_DATA_DIR, "privacy.json")
  const english = readJson(englishFile)
  const overlay = readJson(path.join(REAL_DATA_DIR, "ne/privacy.json"))
  const { heading: _heading, ...withoutHeading } = overlay
  const sections = (overlay.sections as Json[]).map((section, index) =>
    index === 0 ? { ...section, paragraphs: [undefined, ...(section.paragraphs as string[]).slice(1)] } : section,
  )
  const merged = nepaliContent(englishFile, english, { ...withoutHeading, sections })

  it("keeps the English text exactly and lists where it is", () => {
    expect(merged.heading).toBe(english.heading)
    expect(merged.untranslated).toEqual(["heading", "sections[0].paragraphs[0]"])
    expectNoInvisible(JSON.stringify(merged))
  })

  it("shows the English text marked lang=en, and the translated ones unmarked", () => {
    mockSiteQuery()
    const { container } = render(<Privacy privacy={merged as unknown as PrivacyProps["privacy"]} endpoint={null} retentionDays={null} />)
    const heading = screen.getByRole("heading", { level: 1 })
    expect(heading).toHaveAttribute("lang", "en")
    const firstSection = (english.sections as Json[])[0]!
    const paragraph = screen.getByText(String((firstSection.paragraphs as string[])[0]), { exact: false })
    expect(paragraph.closest("[lang]")).toHaveAttribute("lang", "en")
    expect(screen.getByText(String(overlay.intro), { exact: false })).not.toHaveAttribute("lang")
    expect(container.querySelectorAll("[lang]")).toHaveLength(2)
    expectNoInvisible(container.innerHTML)
  })
})

describe("a notice with no Nepali counterpart", () => {
  const name = fs.readdirSync(path.join(REAL_DATA_DIR, "notices")).find((file) => file.endsWith(".json"))!
  const englishFile = path.join(REAL_DATA_DIR, "notices", name)
  const english = readJson(englishFile)
  const notice = noticeContent(nepaliContent(englishFile, english, undefined))

  function detail(content: Json): NoticeDetail {
    const picture = content.picture as { image: string; alt: string } | null
    return {
      ...content,
      picture: picture ? { alt: picture.alt, image: imageFile(picture.image), share: null } : null,
      attachments: (content.attachments as { label: string; file: string }[]).map((attachment) => ({
        label: attachment.label,
        file: { publicURL: `/static/x/${path.basename(attachment.file)}`, size: 2048, extension: "pdf" },
      })),
    } as unknown as NoticeDetail
  }

  it("is a Nepali notice whose every text is English, at a Nepali address", () => {
    expect(notice.locale).toBe("ne")
    expect(notice.path).toMatch(/^\/ne\//)
    expect(notice.untranslated).toEqual(expect.arrayContaining(["title", "summary", "body"]))
    expect(notice.bodyHtml).not.toBe("")
    expectNoInvisible(JSON.stringify(notice))
  })

  it("shows its title, its body made from Markdown and its labels marked lang=en", () => {
    const { container } = render(<NoticeArticle notice={detail(notice)} board={boardFixture()} expiredAtBuild={false} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en")
    const body = container.querySelector("article > div[lang]")
    expect(body).toHaveAttribute("lang", "en")
    expect(body!.innerHTML).toBe(notice.bodyHtml)
    for (const [index, attachment] of (english.attachments as { label: string }[] | undefined ?? []).entries()) {
      const link = screen.getAllByRole("link").find((candidate) => candidate.hasAttribute("download"))
      expect(link).toBeDefined()
      expect(container.querySelectorAll('a[download] span[lang="en"]')[index]).toHaveTextContent(attachment.label)
    }
    expectNoInvisible(container.innerHTML)
  })

  it("keeps a translated title unmarked when only the body is English", () => {
    const partly = noticeContent(nepaliContent(englishFile, english, { title: "नेपाली शीर्षक", summary: "नेपाली सार" }))
    expect(partly.untranslated).toContain("body")
    const { container } = render(<NoticeArticle notice={detail(partly)} board={boardFixture()} expiredAtBuild={false} />)
    expect(screen.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang")
    expect(container.querySelector("article > div[lang]")).toHaveAttribute("lang", "en")
  })

  it("says so in the Nepali feeds, with nothing invisible in them", () => {
    const untranslated = notice.untranslated as string[]
    const item: FeedItem = {
      title: String(notice.title),
      path: String(notice.path),
      date: String(notice.date),
      summary: String(notice.summary),
      bodyHtml: String(notice.bodyHtml),
      category: "सूचना",
      english: { whole: ["title", "summary", "body"].every((field) => untranslated.includes(field)), body: untranslated.includes("body") },
    }
    const channel = {
      siteUrl: "https://school.example",
      title: "सूचना",
      description: "सूचनाहरू",
      homePath: "/ne/notices/",
      language: "ne",
      rssPath: "/ne/notices/rss.xml",
      jsonFeedPath: "/ne/notices/feed.json",
    }
    const json = jsonFeed(channel, [item])
    const [feedItem] = (JSON.parse(json) as { items: Json[] }).items
    expect(feedItem!.language).toBe("en")
    expect(feedItem!.content_html).toBe(`<div lang="en">${notice.bodyHtml}</div>`)
    expectNoInvisible(json)
    expectNoInvisible(rssFeed(channel, [item]))
    // A translated notice's item says nothing of the kind.
    const translated = JSON.parse(jsonFeed(channel, [{ ...item, english: { whole: false, body: false } }])) as { items: Json[] }
    expect(translated.items[0]!.language).toBeUndefined()
    expect(translated.items[0]!.content_html).toBe(notice.bodyHtml)
  })
})

describe("an alert whose link has no Nepali label", () => {
  it("marks the link lang=en and leaves the translated message alone", () => {
    mockSiteQuery()
    const alert = { id: "a", message: "विद्यालय बन्द छ", severity: "info", starts: "2026-07-20T06:00:00+05:45", ends: "2026-07-20T18:00:00+05:45", link: { label: "Read more", to: "/about/" } }
    const { container } = render(
      <AlertItem alert={alert as AlertData} hidden={false} severityLabel="सूचना" standIns={["link.label"]} dismissLabel="बन्द" />,
    )
    expect(screen.getByRole("link", { name: "Read more" })).toHaveAttribute("lang", "en")
    expect(screen.getByText("विद्यालय बन्द छ", { exact: false }).closest("[lang]")).toBeNull()
    expectNoInvisible(container.innerHTML)
  })
})

describe("the data check's list of what is untranslated", () => {
  it("and the merge the build writes outside GraphQL agree", () => {
    const merged = localizedData(REAL_DATA_DIR, "privacy.json", "ne")
    expect(merged.locale).toBe("ne")
    expect(Array.isArray(merged.untranslated)).toBe(true)
    expect(localizedData(REAL_DATA_DIR, "privacy.json", "en").untranslated).toEqual([])
  })
})

describe("the scan of the built site for invisible characters", () => {
  it("finds each marker, byte-order mark and bidi control, by file, line and column, and allows the Devanagari joiners", () => {
    const dir = makeTempDir("crest-invisible-")
    fs.mkdirSync(path.join(dir, "ne/notices"), { recursive: true })
    fs.writeFileSync(path.join(dir, "ne/index.html"), "<p>क्\u200Dष र\u200Cय</p>\n<a>\u2064Read more\u2063</a>")
    fs.writeFileSync(path.join(dir, "ne/notices/feed.json"), '{"title":"\uFEFFx\u200Bz"}')
    fs.writeFileSync(path.join(dir, "calendar.ics"), "SUMMARY:a\u200Eb")
    fs.writeFileSync(path.join(dir, "photo.jpg"), "\u2064")
    const { files, found } = invisibleCharactersUnder(dir)
    expect(files).toBe(3)
    expect(found).toEqual([
      { file: "calendar.ics", line: 1, column: 10, code: "U+200E" },
      { file: "ne/index.html", line: 2, column: 4, code: "U+2064" },
      { file: "ne/index.html", line: 2, column: 14, code: "U+2063" },
      { file: "ne/notices/feed.json", line: 1, column: 11, code: "U+FEFF" },
      { file: "ne/notices/feed.json", line: 1, column: 13, code: "U+200B" },
    ])
    expect(INVISIBLE.test("\u200C\u200D")).toBe(false)
  })
})
