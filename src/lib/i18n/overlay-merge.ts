// The one merge of a Nepali overlay into its English content: the English value with each translated
// text put in, and the English text kept where the overlay has none, its place listed so the page can
// mark it lang="en" (src/lib/i18n/stand-ins.ts). Data files merge along the translatable shape of
// their JSON Schema (src/node/locales/overlay.ts); the few texts the bundle imports directly (the
// site's messages, the date words) merge with every text translatable. Pure: the build, the data
// check, the bundle and the tests all merge here.

/** Where the translatable texts of a value are: its texts, and the objects and lists that hold them. */
export type TextShape =
  | { kind: "text" }
  | { kind: "list"; items: TextShape }
  | { kind: "object"; fields: ReadonlyArray<{ name: string; shape: TextShape }> }

export interface Merged<T> {
  content: T
  /** Paths of the texts kept in English, like "hero.title" or "cards[2].text". */
  untranslated: string[]
}

type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === "object" && !Array.isArray(value)
}

function childPath(parent: string, name: string): string {
  return parent ? `${parent}.${name}` : name
}

function mergeText(value: unknown, overlay: unknown, at: string, untranslated: string[]): unknown {
  if (typeof value !== "string" || value === "") return value
  if (typeof overlay === "string" && overlay.trim() !== "") return overlay
  untranslated.push(at)
  return value
}

function merge(value: unknown, overlay: unknown, shape: TextShape | null, at: string, untranslated: string[]): unknown {
  if (shape?.kind === "text" || (!shape && typeof value === "string")) return mergeText(value, overlay, at, untranslated)
  if (Array.isArray(value) && (!shape || shape.kind === "list")) {
    const items = shape ? shape.items : null
    return value.map((item, index) => merge(item, Array.isArray(overlay) ? overlay[index] : undefined, items, `${at}[${index}]`, untranslated))
  }
  if (isObject(value) && (!shape || shape.kind === "object")) {
    const result: Json = { ...value }
    const fields = shape ? shape.fields : Object.keys(value).map((name) => ({ name, shape: null }))
    for (const field of fields) {
      if (!(field.name in value)) continue
      const inner = isObject(overlay) ? overlay[field.name] : undefined
      result[field.name] = merge(value[field.name], inner, field.shape, childPath(at, field.name), untranslated)
    }
    return result
  }
  return value
}

/**
 * The English content with the overlay's texts put in. With a shape, only the texts it names are
 * translated; without one, every text is.
 */
export function mergeOverlay<T>(english: T, overlay: unknown, shape: TextShape | null = null): Merged<T> {
  const untranslated: string[] = []
  const content = merge(english, overlay, shape, "", untranslated) as T
  return { content, untranslated }
}

/** The English texts with the translated ones put in, for texts the bundle imports directly. */
export function withTranslations<T>(english: T, translated: unknown): T {
  return mergeOverlay(english, translated).content
}
