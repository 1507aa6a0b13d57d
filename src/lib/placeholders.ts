// Data texts say "{name}" or "{links.visitForm}" so that the school's identity is written once,
// in site.json, and every label that mentions it follows when it changes. Messages say "{count}" or
// "{student}" for what only the code knows; both are filled here, the same way.
/** Any object: site.json's top-level texts and numbers and its `links`, or a message's values. */
export type PlaceholderValues = object

const PLACEHOLDER = /\{([A-Za-z]+(?:\.[A-Za-z]+)?)\}/g

/** How a number is written into a text: as is, or in a language's own digits. */
export type NumberWriter = (value: number) => string

function lookup(values: PlaceholderValues, key: string, writeNumber: NumberWriter = String): string | null {
  const value = key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      values,
    )
  if (typeof value === "number") return writeNumber(value)
  return typeof value === "string" ? value : null
}

/** Replaces each known {placeholder}; an unknown one is left as written so it shows up in review. */
export function fillPlaceholders(text: string, values: PlaceholderValues, writeNumber?: NumberWriter): string {
  return text.replace(PLACEHOLDER, (whole, key: string) => lookup(values, key, writeNumber) ?? whole)
}

export function unknownPlaceholders(text: string, values: PlaceholderValues): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((key) => lookup(values, key) === null)
}
