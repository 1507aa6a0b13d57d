// The search page's pure parts: Pagefind's excerpt read into text parts, the sentence the live region
// says, and the words kept in the address.
import searchJson from "../../data/search.json"
import nepaliSearchJson from "../../data/ne/search.json"
import { toLocaleDigits } from "../../src/lib/i18n/digits"
import { addressWithQuery, queryFromSearch } from "../../src/lib/search/address"
import { excerptParts } from "../../src/lib/search/excerpt"
import { searchStatusText, type SearchStatus } from "../../src/lib/search/status"
import { fillPlaceholders } from "../../src/lib/placeholders"

describe("excerptParts", () => {
  it("marks the words Pagefind wrapped in <mark> and keeps the rest as plain text", () => {
    expect(excerptParts("The <mark>exam</mark> starts on <mark>Mangsir</mark> 15.")).toEqual([
      { text: "The ", marked: false },
      { text: "exam", marked: true },
      { text: " starts on ", marked: false },
      { text: "Mangsir", marked: true },
      { text: " 15.", marked: false },
    ])
  })

  it("gives back the < and > Pagefind escaped, as text", () => {
    expect(excerptParts("Grades &lt;b&gt;6&lt;/b&gt; to <mark>10</mark>")).toEqual([
      { text: "Grades <b>6</b> to ", marked: false },
      { text: "10", marked: true },
    ])
  })

  it("drops any other tag and keeps its text, so no markup from an excerpt reaches the page", () => {
    expect(excerptParts('<img src=x onerror="alert(1)">Hi <b>there</b> <mark class="x">you</mark>')).toEqual([
      { text: "Hi there ", marked: false },
      { text: "you", marked: true },
    ])
  })

  it("reads Devanagari words and an unclosed mark", () => {
    expect(excerptParts("<mark>परीक्षा</mark> तालिका <mark>कक्षा")).toEqual([
      { text: "परीक्षा", marked: true },
      { text: " तालिका ", marked: false },
      { text: "कक्षा", marked: true },
    ])
  })
})

describe("searchStatusText", () => {
  const fill = (text: string, values: { count: number; query: string }) => fillPlaceholders(text, values)
  const say = (status: SearchStatus) => searchStatusText(status, searchJson, fill)

  it("says nothing before a search, and the data's words while loading and when search is unavailable", () => {
    expect(say({ phase: "idle", query: "", count: 0 })).toBe("")
    expect(say({ phase: "loading", query: "exam", count: 0 })).toBe(searchJson.loading)
    expect(say({ phase: "unavailable", query: "exam", count: 0 })).toBe(searchJson.unavailable)
  })

  it("names the words searched for, and the count with the one- or many-results sentence", () => {
    expect(say({ phase: "done", query: " exam ", count: 0 })).toBe(searchJson.noResults.replace("{query}", "exam"))
    expect(say({ phase: "done", query: "exam", count: 1 })).toBe(fill(searchJson.oneResult, { count: 1, query: "exam" }))
    expect(say({ phase: "done", query: "exam", count: 7 })).toBe(searchJson.results.replace("{count}", "7").replace("{query}", "exam"))
    expect(say({ phase: "done", query: "exam", count: 7 })).not.toBe(say({ phase: "done", query: "exam", count: 1 }))
  })

  it("writes the count in the page's digits on Nepali pages", () => {
    const nepaliFill = (text: string, values: { count: number; query: string }) =>
      fillPlaceholders(text, values, (value) => toLocaleDigits(value, "ne"))
    const text = searchStatusText({ phase: "done", query: "परीक्षा", count: 12 }, { ...searchJson, ...nepaliSearchJson }, nepaliFill)
    expect(text).toBe(nepaliSearchJson.results.replace("{count}", toLocaleDigits(12, "ne")).replace("{query}", "परीक्षा"))
    expect(text).not.toMatch(/12/)
  })
})

describe("the words in the address", () => {
  it("reads q from the query string, spaces and Devanagari included", () => {
    expect(queryFromSearch("?q=exam+routine")).toBe("exam routine")
    expect(queryFromSearch(`?q=${encodeURIComponent("परीक्षा तालिका")}`)).toBe("परीक्षा तालिका")
    expect(queryFromSearch("")).toBe("")
    expect(queryFromSearch("?other=1")).toBe("")
  })

  it("writes them back so the address reads the same words again, and drops q when they are blank", () => {
    const address = addressWithQuery("/ne/search/", " परीक्षा & तालिका ")
    expect(address.startsWith("/ne/search/?q=")).toBe(true)
    expect(queryFromSearch(address.slice(address.indexOf("?")))).toBe("परीक्षा & तालिका")
    expect(addressWithQuery("/search/", "  ")).toBe("/search/")
    expect(addressWithQuery("/search/", "exam", "#main-content")).toBe("/search/?q=exam#main-content")
  })
})
