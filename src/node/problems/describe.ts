// Below the data check (validate/) and the Nepali overlays (locales/), which both describe problems:
// turns an ajv error into words a maintainer understands: which entry, which field, what was
// expected and what was found.
import type { ErrorObject } from "ajv"

/** One problem in data/, as the build lists it: where it is, what was expected there and what was found. */
export interface DataProblem {
  file: string
  entry: string
  field: string
  expected: string
  found: string
}

const NAME_FIELDS = ["name", "title", "slug", "id", "label", "position", "network", "heading"]

function pointerParts(pointer: string): string[] {
  return pointer
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
}

function valueAt(root: unknown, parts: string[]): unknown {
  return parts.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], root)
}

function nameOf(item: unknown): string | null {
  if (!item || typeof item !== "object") return null
  for (const field of NAME_FIELDS) {
    const value = (item as Record<string, unknown>)[field]
    if (typeof value === "string" && value) return value
  }
  return null
}

/** The entry is the path down to the field, with list items shown by number and name. */
export function describeEntry(root: unknown, error: ErrorObject): { entry: string; field: string } {
  const parts = pointerParts(error.instancePath)
  const ownField =
    error.keyword === "required"
      ? String(error.params.missingProperty)
      : error.keyword === "additionalProperties"
        ? String(error.params.additionalProperty)
        : null
  return describeField(root, ownField ? [...parts, ownField] : parts)
}

/** Entry and field for the path down to a field, e.g. ["team", "members", "3", "position"]. */
export function describeField(root: unknown, parts: string[]): { entry: string; field: string } {
  const fieldParts = parts.slice(0, -1)
  const field = parts[parts.length - 1] ?? "-"

  const labels: string[] = []
  fieldParts.forEach((part, index) => {
    if (/^\d+$/.test(part)) {
      const name = nameOf(valueAt(root, fieldParts.slice(0, index + 1)))
      const position = `entry ${Number(part) + 1}`
      labels.push(name ? `${position} ("${name}")` : position)
    } else {
      labels.push(part)
    }
  })
  const entry = labels.length ? labels.join(" › ") : "top level"
  return { entry, field: /^\d+$/.test(field) ? `item ${Number(field) + 1}` : field }
}

export function show(value: unknown): string {
  if (value === null) return "null"
  if (Array.isArray(value)) return value.length ? `a list of ${value.length}` : "an empty list"
  if (typeof value === "string") return `the text "${value.length > 60 ? value.slice(0, 57) + "..." : value}"`
  if (typeof value === "object") return "an object"
  return `${typeof value} ${String(value)}`
}

export function closest(word: string, candidates: string[]): string | null {
  let best: string | null = null
  let bestDistance = Infinity
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase())
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  return best && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : null
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1))
      previous = current
    }
  }
  return row[b.length]!
}

const TYPE_WORDS: Record<string, string> = {
  string: "a text in quotes",
  integer: "a whole number",
  number: "a number",
  boolean: "true or false",
  array: "a list in [ ]",
  object: "an object in { }",
}

export function expectedAndFound(error: ErrorObject): { expected: string; found: string } {
  const params = error.params as Record<string, unknown>
  if (typeof params.found === "string") return { expected: error.message ?? "a valid value", found: params.found }
  switch (error.keyword) {
    case "required":
      return { expected: "this field, which is required", found: "nothing (the field is missing)" }
    case "additionalProperties": {
      const allowed = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {})
      const unknown = String(params.additionalProperty)
      const guess = closest(unknown, allowed)
      return {
        expected: guess ? `"${guess}" (fields here: ${allowed.join(", ")})` : `one of the fields ${allowed.join(", ")}`,
        found: `an unknown field "${unknown}"${guess ? `: a typo for "${guess}"?` : ""}`,
      }
    }
    case "type": {
      const types = String(params.type).split(",")
      return { expected: types.map((type) => TYPE_WORDS[type] ?? type).join(" or "), found: show(error.data) }
    }
    case "minProperties":
    case "maxProperties": {
      const allowed = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {})
      const present = error.data && typeof error.data === "object" ? Object.keys(error.data) : []
      const bound = error.keyword === "minProperties" ? "at least" : "at most"
      return {
        expected: `${bound} ${String(params.limit)} of the fields ${allowed.join(", ")}`,
        found: present.length ? `the fields ${present.join(", ")}` : "an empty object",
      }
    }
    case "minItems":
      return { expected: `a list with at least ${String(params.limit)} item(s)`, found: show(error.data) }
    case "minLength": {
      const limit = Number(params.limit)
      return { expected: limit > 1 ? `a text of at least ${limit} characters` : "a text that is not empty", found: show(error.data) }
    }
    case "enum":
      return { expected: `one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`, found: show(error.data) }
    case "pattern":
      return { expected: `a text of the form ${String(params.pattern)}`, found: show(error.data) }
    default:
      return { expected: error.message ?? "a valid value", found: show(error.data) }
  }
}
