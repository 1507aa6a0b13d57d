import { applicationHref, filtersFromSearch, NO_FILTERS, queryOfFilters, referenceFromSearch } from "../../../src/features/office/filters"
import { ANSWER_ORDER, answerLabelsOf } from "../../../src/features/office/texts"
import { EXPORT_ANSWERS } from "../../../src/server/office/inbox"

describe("the office list's filters in the address", () => {
  it("reads the filters the inbox knows and leaves the rest out", () => {
    expect(filtersFromSearch("?q=%20CA-2083-0042%20&level=grade-1&status=invited&from=2026-11-01&to=2026-11-30&page=2")).toEqual({
      q: "CA-2083-0042",
      level: "grade-1",
      status: "invited",
      from: "2026-11-01",
      to: "2026-11-30",
    })
    expect(filtersFromSearch("?status=lost&from=yesterday&to=2026-1-3")).toEqual(NO_FILTERS)
    expect(filtersFromSearch("")).toEqual(NO_FILTERS)
  })

  it("writes only the filters that are set, and reads them back the same", () => {
    expect(queryOfFilters(NO_FILTERS)).toBe("")
    const filters = { q: "सीता", level: "", status: "admitted" as const, from: "2026-11-01", to: "" }
    const query = queryOfFilters(filters)
    expect(query).toBe("q=%E0%A4%B8%E0%A5%80%E0%A4%A4%E0%A4%BE&status=admitted&from=2026-11-01")
    expect(filtersFromSearch(`?${query}`)).toEqual(filters)
  })

  it("puts a range given backwards the right way round", () => {
    expect(queryOfFilters({ ...NO_FILTERS, from: "2026-12-01", to: "2026-11-01" })).toBe("from=2026-11-01&to=2026-12-01")
  })

  it("opens one application by its reference, in any case", () => {
    expect(referenceFromSearch("?ref=ca-2083-0042")).toBe("CA-2083-0042")
    expect(referenceFromSearch("?ref=&q=x")).toBeNull()
    expect(applicationHref("/office/", "CA-2083-0042")).toBe("/office/?ref=CA-2083-0042")
  })
})

describe("the answers' labels", () => {
  it("name every answer the server keeps, in the form's order", () => {
    expect([...ANSWER_ORDER]).toEqual([...EXPORT_ANSWERS])
  })

  it("take the office's own label first, then the question's, then the key", () => {
    const labels = answerLabelsOf({ studentName: { label: "Student" }, dateOfBirth: { label: "Born" } }, { dateOfBirth: "Born (AD)" })
    expect(labels.slice(0, 3)).toEqual([
      { key: "studentName", label: "Student" },
      { key: "dateOfBirth", label: "Born (AD)" },
      { key: "dateOfBirthBs", label: "dateOfBirthBs" },
    ])
  })
})
