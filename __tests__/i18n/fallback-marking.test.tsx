import fs from "fs"
import path from "path"
import { render, screen } from "@testing-library/react"
import React from "react"
import { PageIntro } from "../../src/components/layout/page-intro"
import { localizeContent } from "../../src/node/locales/overlay"
import { FALLBACK_END, FALLBACK_START, markFallback, splitFallback, stripFallback } from "../../src/lib/i18n/fallback"

const DATA = path.resolve(__dirname, "../../data")

// An English text standing in for a missing Nepali one, as the Nepali data nodes carry it.
const english = markFallback("Admissions are open")

describe("splitFallback", () => {
  it("splits a text into its marked and unmarked runs, in order", () => {
    expect(splitFallback(`भर्ना: ${english}!`)).toEqual([
      { text: "भर्ना: ", fallback: false },
      { text: "Admissions are open", fallback: true },
      { text: "!", fallback: false },
    ])
    expect(splitFallback("सबै नेपालीमा")).toEqual([{ text: "सबै नेपालीमा", fallback: false }])
  })

  it("keeps the rest of an unclosed marker as a fallback run", () => {
    expect(splitFallback(`${FALLBACK_START}Open`)).toEqual([{ text: "Open", fallback: true }])
  })

  it("stripFallback leaves only the text", () => {
    expect(stripFallback(`a${english}b`)).toBe("aAdmissions are openb")
    expect(stripFallback(`x${FALLBACK_END}`)).toBe("x")
  })
})

describe("the site's JSX runtime", () => {
  it("renders a stand-in English text child as <span lang=en>, whatever component writes it", () => {
    function Heading({ title }: { title: string }) {
      return <h2>{title}</h2>
    }
    render(<Heading title={english} />)
    const heading = screen.getByRole("heading", { level: 2 })
    expect(heading).toHaveTextContent("Admissions are open")
    expect(heading.querySelector('span[lang="en"]')).toHaveTextContent("Admissions are open")
    expect(heading.textContent).not.toContain(FALLBACK_START)
  })

  it("marks only the English part of a text that mixes translated words with a stand-in", () => {
    render(
      <p>
        {"सूचना: "}
        {`${english} (२०८३)`}
      </p>,
    )
    const spans = document.querySelectorAll('p span[lang="en"]')
    expect(spans).toHaveLength(1)
    expect(spans[0]).toHaveTextContent(/^Admissions are open$/)
    expect(document.querySelector("p")).toHaveTextContent("सूचना: Admissions are open (२०८३)")
  })

  it("removes the markers from attributes, which cannot hold an element", () => {
    render(<img src="/x.png" alt={english} />)
    expect(screen.getByRole("img")).toHaveAttribute("alt", "Admissions are open")
  })

  it("keeps text-only elements such as <title> and <option> plain text", () => {
    const markup = render(
      <>
        <title>{english}</title>
        <select defaultValue="a" aria-label="x">
          <option value="a">{english}</option>
        </select>
      </>,
    ).container.innerHTML
    expect(markup).toContain("<title>Admissions are open</title>")
    expect(markup).toContain(">Admissions are open</option>")
    expect(markup).not.toContain(FALLBACK_START)
  })

  it("passes a component's props through untouched: the element it renders them into decides", () => {
    function Picture({ caption }: { caption: string }) {
      return <figure aria-label={caption}>{caption}</figure>
    }
    render(<Picture caption={english} />)
    const figure = screen.getByRole("figure")
    expect(figure).toHaveAttribute("aria-label", "Admissions are open")
    expect(figure.querySelector('span[lang="en"]')).toHaveTextContent("Admissions are open")
  })

  it("leaves translated texts and the props object untouched", () => {
    const markup = render(<p title="शीर्षक">नेपाली पाठ</p>).container.innerHTML
    expect(markup).toBe('<p title="शीर्षक">नेपाली पाठ</p>')
  })
})

describe("a Nepali page with a text not translated yet", () => {
  it("shows the English text marked lang=en, and the translated ones unmarked", () => {
    // The real privacy page texts, with the Nepali heading missing as if a translator had not got to it.
    const schema = JSON.parse(fs.readFileSync(path.join(DATA, "schemas/privacy.schema.json"), "utf8")) as object
    const english = JSON.parse(fs.readFileSync(path.join(DATA, "privacy.json"), "utf8")) as Record<string, unknown>
    const { heading: _missing, ...overlay } = JSON.parse(fs.readFileSync(path.join(DATA, "ne/privacy.json"), "utf8")) as Record<string, unknown>
    const { content, untranslated } = localizeContent(english, overlay, schema)
    expect(untranslated).toContain("heading")
    render(<PageIntro heading={String(content.heading)} intro={String(content.intro)} />)
    const heading = screen.getByRole("heading", { level: 1 })
    expect(heading).toHaveTextContent(String(english.heading))
    expect(heading.querySelector('span[lang="en"]')).toHaveTextContent(String(english.heading))
    const intro = screen.getByText(String(overlay.intro))
    expect(intro.querySelector("[lang]")).toBeNull()
  })
})
