import { FALLBACK_END, FALLBACK_START, splitFallback, stripFallback } from "../../../src/lib/i18n/fallback"

const marked = (text: string) => FALLBACK_START + text + FALLBACK_END

describe("the fallback markers of untranslated Nepali texts", () => {
  it("are invisible format characters, different from each other", () => {
    for (const marker of [FALLBACK_START, FALLBACK_END]) expect(marker).toMatch(/^\p{Cf}$/u)
    expect(FALLBACK_START).not.toBe(FALLBACK_END)
  })

  it("are removed by stripFallback, leaving the text", () => {
    expect(stripFallback(`नमस्ते ${marked("Crest Academy")} र ${marked("friends")}`)).toBe("नमस्ते Crest Academy र friends")
    expect(stripFallback("no markers")).toBe("no markers")
  })

  it("split a text into its translated and English runs, in order", () => {
    expect(splitFallback(`भर्ना ${marked("Admission")} खुला ${marked("now")}`)).toEqual([
      { text: "भर्ना ", fallback: false },
      { text: "Admission", fallback: true },
      { text: " खुला ", fallback: false },
      { text: "now", fallback: true },
    ])
  })

  it("give one run for a text with no markers, or a text that is all English", () => {
    expect(splitFallback("पूरै नेपाली")).toEqual([{ text: "पूरै नेपाली", fallback: false }])
    expect(splitFallback(marked("All English"))).toEqual([{ text: "All English", fallback: true }])
    expect(splitFallback("")).toEqual([])
  })

  it("join the runs around an empty marked text, and run an unclosed marker to the end", () => {
    expect(splitFallback(`क${marked("")}ख`)).toEqual([{ text: "कख", fallback: false }])
    expect(splitFallback(`क ${FALLBACK_START}rest`)).toEqual([
      { text: "क ", fallback: false },
      { text: "rest", fallback: true },
    ])
  })
})
