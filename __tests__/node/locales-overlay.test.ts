/** @jest-environment node */
import {
  NOT_TRANSLATED_KEYWORDS,
  checkOverlay,
  isTranslatableString,
  localizeContent,
  translationSchema,
  type Json,
} from "../../src/node/locales/overlay"
import { withTranslations } from "../../src/lib/i18n/overlay-merge"

// An English text kept on the Nepali node: as written, with nothing added (its path says it is English).
const marked = (text: string) => text

// A small schema with every shape the real ones use: $ref into definitions, anyOf branches, nested
// objects, lists of texts and of objects, Markdown, and strings that are not words.
const schema = {
  type: "object",
  additionalProperties: false,
  properties: {
    $schema: { type: "string" },
    name: { type: "string", translate: false },
    title: { $ref: "#/definitions/text" },
    body: { type: "string", contentMediaType: "text/markdown" },
    image: { type: "string", imageFile: true },
    hero: {
      type: "object",
      properties: {
        heading: { type: "string" },
        link: { $ref: "#/definitions/link" },
        video: {
          type: "object",
          anyOf: [{ properties: { file: { type: "string" } } }, { properties: { youtubeId: { type: "string" } } }],
          properties: { title: { type: "string" }, file: { type: "string", videoFile: true }, youtubeId: { type: "string", pattern: "^[A-Za-z0-9_-]{11}$" } },
        },
      },
    },
    points: { type: "array", items: { type: "string" } },
    phones: { type: "array", items: { type: "string", pattern: "^[0-9]+$" } },
    cards: { type: "array", items: { $ref: "#/definitions/card" } },
    count: { type: "integer" },
  },
  definitions: {
    text: { type: "string", minLength: 1 },
    link: { type: "object", properties: { label: { $ref: "#/definitions/text" }, to: { type: "string", linkTarget: true } } },
    card: { type: "object", properties: { text: { type: "string" }, alt: { type: "string" }, icon: { type: "string", imageFile: true } } },
  },
}

const english: Json = {
  $schema: "./schemas/x.schema.json",
  name: "Crest Academy",
  title: "Welcome to {name}",
  body: "Read **more** at [about](/about/).",
  image: "images/a.jpg",
  hero: { heading: "Learn", link: { label: "About us", to: "/about/" }, video: { title: "Campus", file: "videos/campus.mp4" } },
  points: ["One", "Two"],
  phones: ["015550100"],
  cards: [
    { text: "First", alt: "A picture", icon: "images/i.svg" },
    { text: "Second", alt: "Another" },
  ],
  count: 3,
}

describe("isTranslatableString", () => {
  it("is true for a plain, $ref'd, nullable or Markdown string", () => {
    expect(isTranslatableString({ type: "string", minLength: 1 }, schema)).toBe(true)
    expect(isTranslatableString({ $ref: "#/definitions/text" }, schema)).toBe(true)
    expect(isTranslatableString({ type: ["string", "null"] }, schema)).toBe(true)
    expect(isTranslatableString({ type: "string", contentMediaType: "text/markdown" }, schema)).toBe(true)
  })

  // Paths, addresses, days, times, codes and fixed choices read the same in both languages.
  const excluded = ["imageFile", "videoFile", "documentFile", "externalUrl", "linkTarget", "youtubeId", "isoDay", "moment", "clockTime", "enum", "const", "pattern", "format"]

  it("excludes exactly these keywords", () => {
    expect([...NOT_TRANSLATED_KEYWORDS].sort()).toEqual([...excluded].sort())
  })

  it.each(excluded.map((keyword) => [keyword]))("is false for a string with %s", (keyword) => {
    const value = keyword === "enum" ? ["a", "b"] : keyword === "const" ? "a" : keyword === "pattern" ? "^a$" : keyword === "format" ? "date" : true
    expect(isTranslatableString({ type: "string", [keyword]: value }, schema)).toBe(false)
  })

  it("is false for translate: false, also beside a $ref, and for what is not a string", () => {
    expect(isTranslatableString({ type: "string", translate: false }, schema)).toBe(false)
    expect(isTranslatableString({ $ref: "#/definitions/text", translate: false }, schema)).toBe(false)
    for (const node of [{ type: "integer" }, { type: "boolean" }, { type: "array", items: { type: "string" } }, { type: ["string", "integer"] }, { enum: ["a"] }]) {
      expect(isTranslatableString(node, schema)).toBe(false)
    }
  })
})

describe("localizeContent", () => {
  const overlay: Json = {
    title: "{name} मा स्वागत छ",
    body: "थप [बारेमा](/ne/about/) पढ्नुहोस्।",
    hero: { link: { label: "हाम्रो बारेमा" }, video: { title: "क्याम्पस" } },
    points: ["एक"],
    cards: [{}, { text: "दोस्रो", alt: "अर्को" }],
  }

  it("replaces each translatable string with the overlay's and keeps everything else from English", () => {
    const { content } = localizeContent(english, overlay, schema)
    expect(content.title).toBe(overlay.title)
    expect(content.body).toBe(overlay.body)
    expect(content.hero).toEqual({
      heading: marked("Learn"),
      link: { label: "हाम्रो बारेमा", to: "/about/" },
      video: { title: "क्याम्पस", file: "videos/campus.mp4" },
    })
    expect(content.points).toEqual(["एक", marked("Two")])
    expect(content.cards).toEqual([
      { text: marked("First"), alt: marked("A picture"), icon: "images/i.svg" },
      { text: "दोस्रो", alt: "अर्को" },
    ])
    for (const key of ["$schema", "name", "image", "phones", "count"]) expect(content[key]).toEqual(english[key])
  })

  it("lists the path of each English stand-in, and keeps its text exactly as written", () => {
    const { content, untranslated } = localizeContent(english, overlay, schema)
    expect(untranslated).toEqual(["hero.heading", "points[1]", "cards[0].text", "cards[0].alt"])
    expect((content.hero as Json).heading).toBe("Learn")
    expect(JSON.stringify(content)).not.toMatch(/[\u200b\u200e\u200f\u2060-\u2064\ufeff]/)
  })

  it("with no overlay, falls back everywhere and lists every translatable path", () => {
    const { content, untranslated } = localizeContent(english, undefined, schema)
    expect(untranslated).toEqual([
      "title",
      "body",
      "hero.heading",
      "hero.link.label",
      "hero.video.title",
      "points[0]",
      "points[1]",
      "cards[0].text",
      "cards[0].alt",
      "cards[1].text",
      "cards[1].alt",
    ])
    expect(content.title).toBe(marked(english.title as string))
    expect(content.name).toBe(english.name)
  })

  it("ignores an empty or blank Nepali text, and a value it does not translate", () => {
    const { content, untranslated } = localizeContent(english, { title: " ", image: "images/b.jpg", name: "क्रेस्ट" }, schema)
    expect(content.title).toBe(marked(english.title as string))
    expect(content.image).toBe(english.image)
    expect(content.name).toBe(english.name)
    expect(untranslated).toContain("title")
  })

  it("leaves the English content as it was", () => {
    const before = JSON.stringify(english)
    localizeContent(english, overlay, schema)
    expect(JSON.stringify(english)).toBe(before)
  })
})

describe("withTranslations (the same merge, for texts the bundle imports)", () => {
  it("translates every text the overlay has and keeps the English of the others", () => {
    const english = { a: "One", b: ["Two", "Three"], c: { d: "Four" }, n: 5 }
    expect(withTranslations(english, { a: "एक", b: [" ", "तीन"] })).toEqual({ a: "एक", b: ["Two", "तीन"], c: { d: "Four" }, n: 5 })
    expect(withTranslations("Open", undefined)).toBe("Open")
  })
})

describe("checkOverlay", () => {
  const files = { file: "data/ne/x.json", englishFile: "data/x.json" }
  const check = (overlay: unknown) => checkOverlay(files, overlay, english, schema)

  it("accepts a well-formed overlay, partial or empty", () => {
    expect(check({ title: "{name} मा स्वागत", cards: [{}, { text: "दोस्रो" }], points: ["एक", "दुई"] })).toEqual([])
    expect(check({})).toEqual([])
  })

  it("refuses a field that is not translated, naming file, entry and field", () => {
    expect(check({ image: "images/b.jpg", hero: { link: { label: "बारे", to: "/ne/about/" } }, $schema: "./schemas/x.schema.json" })).toEqual([
      {
        file: "data/ne/x.json",
        entry: "top level",
        field: "image",
        expected: "only the texts to translate (here: title, body, hero, points, cards)",
        found: '"image", which is not translated: the Nepali page takes it from data/x.json',
      },
      expect.objectContaining({ file: "data/ne/x.json", entry: "hero › link", field: "to", found: expect.stringContaining('"to", which is not translated') }),
      expect.objectContaining({ entry: "top level", field: "$schema" }),
    ])
  })

  it("refuses a name marked translate: false, and guesses a misspelt field", () => {
    expect(check({ name: "क्रेस्ट", titel: "स्वागत" })).toEqual([
      expect.objectContaining({ entry: "top level", field: "name", found: expect.stringContaining("not translated") }),
      { file: "data/ne/x.json", entry: "top level", field: "titel", expected: '"title" (texts to translate here: title, body, hero, points, cards)', found: 'an unknown field "titel": a typo for "title"?' },
    ])
  })

  it("refuses a list longer than the English one", () => {
    expect(check({ cards: [{}, {}, { text: "तेस्रो" }] })).toEqual([
      { file: "data/ne/x.json", entry: "top level", field: "cards", expected: "at most 2 item(s), one for each item of the English list, in the same order", found: "a list of 3" },
    ])
  })

  it("refuses a wrong type and an empty text", () => {
    expect(check({ title: 5, body: "", points: "एक", cards: ["पहिलो"], hero: [] })).toEqual([
      expect.objectContaining({ field: "title", expected: "a text in quotes", found: "number 5" }),
      expect.objectContaining({ field: "body", expected: "a Nepali text (leave the field out to show the English one)", found: "an empty text" }),
      expect.objectContaining({ field: "points", expected: expect.stringContaining("a list in [ ]") }),
      expect.objectContaining({ entry: "cards", field: "item 1", expected: "an object in { } ({} for an item with nothing to translate)" }),
      expect.objectContaining({ field: "hero", expected: expect.stringContaining("an object in { }"), found: "an empty list" }),
    ])
  })

  it("names a list item by its number and name", () => {
    expect(check({ cards: [{}, { text: "दोस्रो", alt: "" }] })).toEqual([
      expect.objectContaining({ entry: "cards › entry 2", field: "alt", found: "an empty text" }),
    ])
  })

  it("refuses placeholders other than the English text's", () => {
    expect(check({ title: "स्वागत छ", hero: { heading: "{name} सिक्नुहोस्" } })).toEqual([
      expect.objectContaining({ field: "title", expected: "the placeholders of the English text, {name}, and no others", found: "no {name}" }),
      expect.objectContaining({ entry: "hero", field: "heading", expected: "no {placeholders}, like the English text", found: "{name}, which the English text does not have" }),
    ])
  })

  it("refuses a text where the English file has none", () => {
    const withoutHeading = { ...english, hero: { ...(english.hero as Json), heading: undefined } }
    expect(checkOverlay(files, { hero: { heading: "सिक्नुहोस्" } }, JSON.parse(JSON.stringify(withoutHeading)), schema)).toEqual([
      expect.objectContaining({ entry: "hero", field: "heading", expected: 'no "heading" here: data/x.json has no text there to translate' }),
    ])
  })

  it("refuses a file that is not an object", () => {
    expect(check(["title"])).toEqual([expect.objectContaining({ file: "data/ne/x.json", entry: "(whole file)", expected: expect.stringContaining("data/x.json") })])
  })
})

describe("translationSchema", () => {
  it("keeps only the translatable strings, in schema order and nesting, none required", () => {
    const derived = translationSchema(schema, english)!
    expect(Object.keys(derived.properties!)).toEqual(["title", "body", "hero", "points", "cards"])
    const hero = derived.properties!.hero as { properties: Record<string, { properties?: object }> }
    expect(Object.keys(hero.properties)).toEqual(["heading", "link", "video"])
    expect(Object.keys(hero.properties.link!.properties!)).toEqual(["label"])
    expect(JSON.stringify(derived)).not.toContain('"required"')
    expect(derived.properties!.body).toMatchObject({ contentMediaType: "text/markdown" })
  })

  it("gives a text outside lists the English text as its description", () => {
    const derived = translationSchema(schema, english)!
    expect((derived.properties!.title as { description: string }).description).toBe(`English: ${english.title as string}`)
    const cards = derived.properties!.cards as { items: { properties: Record<string, { description?: string }> } }
    expect(cards.items.properties.text!.description).toBeUndefined()
  })

  it("allows a list no longer than the English one", () => {
    const derived = translationSchema(schema, english)!
    expect(derived.properties!.cards).toMatchObject({ maxItems: (english.cards as unknown[]).length })
    expect(translationSchema(schema)!.properties!.cards).not.toHaveProperty("maxItems")
  })

  it("is null when nothing is translated", () => {
    expect(translationSchema({ type: "object", properties: { image: { type: "string", imageFile: true }, count: { type: "integer" } } })).toBeNull()
  })
})
