// The search page with a stand-in for Pagefind's browser API: results from the address, a polite live
// region that says how the search went, snippets drawn as text, typing debounced and kept in the address.
import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import nepaliSearchJson from "../../data/ne/search.json"
import searchJson from "../../data/search.json"
import { SearchPage, type SearchWords } from "../../src/features/search/search-page"
import { loadPagefind, type PagefindApi, type PagefindResultData } from "../../src/features/search/pagefind"
import { RESULTS_PER_PAGE, SEARCH_DEBOUNCE_MS } from "../../src/features/search/use-search"
import { toLocaleDigits } from "../../src/lib/i18n/digits"
import { LocaleProvider } from "../../src/state/locale-context"
import { withTranslations } from "../../src/lib/i18n/overlay-merge"
import { fill, mockSiteQuery } from "../support/site-fixture"

jest.mock("../../src/features/search/pagefind", () => ({ loadPagefind: jest.fn() }))

const { $schema: _schema, ...english } = searchJson
const words = english as SearchWords
const nepali = withTranslations(english, nepaliSearchJson) as SearchWords

function page(index: number): PagefindResultData {
  return { url: `/notices/news/item-${index}/`, meta: { title: `Item ${index}` }, excerpt: `About <mark>item</mark> ${index} &lt;b&gt;` }
}

/** A Pagefind that finds `count` pages for any word but "nothing", and records the searches. */
function fakePagefind(count: number) {
  const searches: string[] = []
  const api: PagefindApi = {
    search: jest.fn(async (query: string) => {
      searches.push(query)
      const found = query === "nothing" ? 0 : count
      return { results: Array.from({ length: found }, (_, index) => ({ id: String(index), data: async () => page(index + 1) })) }
    }),
  }
  jest.mocked(loadPagefind).mockResolvedValue(api)
  return searches
}

function renderPage(search: string, locale: "en" | "ne" = "en") {
  window.history.replaceState(null, "", `/search/${search}`)
  return render(
    <LocaleProvider locale={locale}>
      <SearchPage words={locale === "en" ? words : nepali} search={search} />
    </LocaleProvider>,
  )
}

const status = () => screen.getByRole("status")

beforeEach(() => {
  mockSiteQuery()
  jest.mocked(loadPagefind).mockReset()
})

describe("SearchPage", () => {
  it("searches the words of the address, says how many pages were found, and links each with its snippet", async () => {
    const searches = fakePagefind(3)
    renderPage("?q=item")
    expect(screen.getByRole("searchbox", { name: fill(words.label) })).toHaveValue("item")
    expect(await screen.findByText(fill(words.results).replace("{count}", "3").replace("{query}", "item"))).toBe(status())
    expect(status()).toHaveAttribute("aria-live", "polite")
    expect(searches).toEqual(["item"])
    const results = within(screen.getByRole("list")).getAllByRole("listitem")
    expect(results).toHaveLength(3)
    const link = within(results[0]!).getByRole("link", { name: "Item 1" })
    expect(link).toHaveAttribute("href", "/notices/news/item-1/")
    expect(within(results[0]!).getByText("item", { selector: "mark" })).toBeInTheDocument()
    // Escaped markup in a page's text stays text.
    expect(results[0]!.querySelector("b")).toBeNull()
    expect(results[0]).toHaveTextContent("About item 1 <b>")
  })

  it("loads nothing of the search before the visitor searches or focuses the field", async () => {
    fakePagefind(1)
    renderPage("")
    expect(status()).toHaveTextContent("")
    expect(loadPagefind).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole("searchbox"))
    expect(loadPagefind).toHaveBeenCalledTimes(1)
  })

  it("waits until typing stops, then searches once and keeps the words in the address", async () => {
    jest.useFakeTimers()
    try {
      const searches = fakePagefind(1)
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
      renderPage("")
      await user.type(screen.getByRole("searchbox"), "item")
      expect(window.location.search).toBe("?q=item")
      expect(searches).toEqual([])
      await act(async () => {
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS)
      })
      expect(searches).toEqual(["item"])
      expect(status()).toHaveTextContent(fill(words.oneResult).replace("{count}", "1").replace("{query}", "item"))
      await user.clear(screen.getByRole("searchbox"))
      expect(window.location.search).toBe("")
    } finally {
      jest.useRealTimers()
    }
  })

  it("says so when nothing is found, and when the search cannot load", async () => {
    fakePagefind(2)
    renderPage("?q=nothing")
    expect(await screen.findByText(fill(words.noResults).replace("{query}", "nothing"))).toBe(status())
    expect(screen.queryByRole("list")).not.toBeInTheDocument()

    jest.mocked(loadPagefind).mockRejectedValue(new Error("offline"))
    await userEvent.click(screen.getByRole("button", { name: fill(words.button) }))
    expect(status()).toHaveTextContent(fill(words.unavailable))
    expect(screen.getByRole("link", { name: fill(words.sitemapLink.label) })).toHaveAttribute("href", "/sitemap/")
  })

  it("shows the next results on demand and moves focus to the first new one", async () => {
    fakePagefind(RESULTS_PER_PAGE + 2)
    renderPage("?q=item")
    await screen.findByRole("link", { name: "Item 1" })
    expect(screen.getAllByRole("listitem")).toHaveLength(RESULTS_PER_PAGE)
    await userEvent.click(screen.getByRole("button", { name: fill(words.more) }))
    expect(await screen.findByRole("link", { name: `Item ${RESULTS_PER_PAGE + 1}` })).toHaveFocus()
    expect(screen.getAllByRole("listitem")).toHaveLength(RESULTS_PER_PAGE + 2)
    expect(screen.queryByRole("button", { name: fill(words.more) })).not.toBeInTheDocument()
  })

  it("speaks Nepali on the Nepali page, the count in Devanagari digits", async () => {
    fakePagefind(3)
    renderPage(`?q=${encodeURIComponent("परीक्षा")}`, "ne")
    const expected = fill(nepali.results).replace("{count}", toLocaleDigits(3, "ne")).replace("{query}", "परीक्षा")
    expect(await screen.findByText(expected)).toBe(status())
  })
})
