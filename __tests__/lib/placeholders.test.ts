import { toLocaleDigits } from "../../src/lib/i18n/digits"
import { fillPlaceholders, unknownPlaceholders } from "../../src/lib/placeholders"
import { isInternalLink, withTrailingSlash } from "../../src/lib/links"

const values = { brand: "Crest", name: "Crest Academy", copyrightYear: 2023, links: { visitForm: "https://visit.example" } }

describe("fillPlaceholders", () => {
  it("fills top-level texts, numbers and links", () => {
    expect(fillPlaceholders("Join {brand}", values)).toBe("Join Crest")
    expect(fillPlaceholders("© {copyrightYear} {name}", values)).toBe("© 2023 Crest Academy")
    expect(fillPlaceholders("{links.visitForm}", values)).toBe("https://visit.example")
  })

  it("leaves unknown placeholders visible and reports them", () => {
    expect(fillPlaceholders("Hello {nmae}", values)).toBe("Hello {nmae}")
    expect(unknownPlaceholders("{nmae} and {links.nope} and {brand}", values)).toEqual(["nmae", "links.nope"])
  })

  it("fills the values a message is given, numbers too", () => {
    expect(fillPlaceholders("{count} of {max} ({other})", { count: 3, max: 10 })).toBe("3 of 10 ({other})")
  })

  it("does not treat an object as a value", () => {
    expect(fillPlaceholders("{links}", values)).toBe("{links}")
  })
})

describe("links", () => {
  it("tells internal from external", () => {
    expect(isInternalLink("/about")).toBe(true)
    expect(isInternalLink("//evil.example")).toBe(false)
    expect(isInternalLink("https://example.org")).toBe(false)
  })

  it("adds the trailing slash Gatsby builds with, keeping hash and query", () => {
    expect(withTrailingSlash("/about")).toBe("/about/")
    expect(withTrailingSlash("/about#teams")).toBe("/about/#teams")
    expect(withTrailingSlash("/")).toBe("/")
    expect(withTrailingSlash("https://example.org/x")).toBe("https://example.org/x")
  })
})

describe("fillPlaceholders with a number writer", () => {
  it("writes numbers the language's way and leaves texts (phone numbers, names) as they are", () => {
    const values = { copyrightYear: 2023, phone: "01-5555555", name: "Crest Academy" }
    const nepali = (value: number) => toLocaleDigits(value, "ne")
    expect(fillPlaceholders("© {copyrightYear} {name}, {phone}", values, nepali)).toBe("© २०२३ Crest Academy, 01-5555555")
    expect(fillPlaceholders("© {copyrightYear}", values)).toBe("© 2023")
  })
})
