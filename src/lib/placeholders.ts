// Data texts say "{name}" or "{links.visitForm}" so that the school's identity is written once,
// in site.json, and every label that mentions it follows when it changes. Messages say "{count}" or
// "{student}" for what only the code knows; both are filled here, the same way.
/** Any object: site.json's top-level texts and numbers and its `links`, or a message's values. */
export type PlaceholderValues = object

const PLACEHOLDER = /\{([A-Za-z]+(?:\.[A-Za-z]+)?)\}/g

function lookup(values: PlaceholderValues, key: string): string | null {
  const value = key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      values,
    )
  return typeof value === "string" || typeof value === "number" ? String(value) : null
}

/** Replaces each known {placeholder}; an unknown one is left as written so it shows up in review. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, key: string) => lookup(values, key) ?? whole)
}

export function unknownPlaceholders(text: string, values: PlaceholderValues): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((key) => lookup(values, key) === null)
}
