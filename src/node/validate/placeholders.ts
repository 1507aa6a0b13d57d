// A {placeholder} nobody fills in shows on the page as written ("Welcome to {nmae}"), so the data check
// refuses it like any other content error, naming file, entry and field.
import { unknownPlaceholders } from "../../lib/placeholders"
import { closest, describeField, type DataProblem } from "../problems/describe"

export type PlaceholderProblem = Omit<DataProblem, "file">

// Beside site.json's values, some texts are given values only the code knows: the admission form's
// messages (a count, an age, the student's name …), the gallery's "Photo {current} of {total}" and
// the notice board's page counter and attachment line, the privacy page's form address, phone and
// days an application is kept, the parts of a date, the search page's count of results and the words
// searched for, the results page's exam and opening time, the fees page's year and a monthly fee's amount and months,
// the scholarships page's year, percent, amount, count of places, the documents
// library's file size, the accessibility page's phone and the days the school takes to answer a report, the photo
// albums' count of pictures and the viewer's position, the visit page's office phone, places left, limits,
// reference, the visit's day and time and the week shown (its number, of how many, its first and last
// day), the office's moved visit's new day and time, the status page's office phone, reference, a
// sample reference and the minutes to wait.
// A name added here must be one the code passes to fillPlaceholders for that file's texts.
const GIVEN_BY_CODE: Readonly<Record<string, readonly string[]>> = {
  "admission-form.json": [
    "count", "max", "min", "age", "digits", "days", "year", "level",
    "student", "status", "date", "ad", "bs", "phone", "address", "language", "fields",
  ],
  "college.json": ["current", "total"],
  "notice-board.json": ["page", "count", "label", "type", "size"],
  "privacy.json": ["endpoint", "phone", "retentionDays"],
  "calendar.json": ["month", "year", "ad"],
  "dates.json": ["year", "month", "day", "start", "end", "time", "date", "weekday"],
  "search.json": ["count", "query"],
  "results.json": ["exam", "date", "time"],
  "office.json": ["name", "minutes", "count", "reference", "status", "time", "when"],
  "fees.json": ["year", "amount", "months"],
  "scholarships.json": ["year", "percent", "amount", "count"],
  "documents.json": ["size"],
  "accessibility.json": ["phone", "days"],
  "gallery.json": ["count", "current", "total"],
  "visits.json": ["phone", "count", "max", "seconds", "email", "reference", "when", "people", "number", "from", "to"],
  "status.json": ["phone", "reference", "example", "minutes"],
}

// messages.json is imported as it is, without site.json (it must show when nothing else loaded), so
// none of its texts is filled in.
const NOT_FILLED = new Set(["messages.json"])

interface SchemaNode {
  type?: string
  properties?: Record<string, SchemaNode>
}

const FILLABLE_TYPES = new Set(["string", "integer", "number"])

/**
 * What {name} and {links.x} may name: the texts and numbers site.json's schema declares at its top
 * level and in `links`. Read from the schema, not the data, so a field missing from site.json is
 * reported once, as missing, and not again at every text that uses it.
 */
export function siteNames(siteSchema: SchemaNode): string[] {
  const fillable = (properties: Record<string, SchemaNode> = {}) =>
    Object.entries(properties)
      .filter(([key, node]) => key !== "$schema" && FILLABLE_TYPES.has(node.type ?? ""))
      .map(([key]) => key)
  return [...fillable(siteSchema.properties), ...fillable(siteSchema.properties?.links?.properties).map((key) => `links.${key}`)]
}

/** Stand-in values for the names, nested as fillPlaceholders looks them up ("links.x" → links: { x }). */
function standIns(names: string[]): object {
  const values: Record<string, Record<string, string> | string> = {}
  for (const name of names) {
    const [head = "", tail] = name.split(".")
    if (tail === undefined) values[head] = ""
    else values[head] = { ...(values[head] as Record<string, string> | undefined), [tail]: "" }
  }
  return values
}

function stringsIn(value: unknown, parts: string[] = []): Array<{ parts: string[]; text: string }> {
  if (typeof value === "string") return [{ parts, text: value }]
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, [...parts, key]))
  }
  return []
}

/** Every {placeholder} in a data file that neither site.json nor the code fills in. */
export function placeholderProblems(fileName: string, data: unknown, siteSchema: object): PlaceholderProblem[] {
  const known = NOT_FILLED.has(fileName) ? [] : [...siteNames(siteSchema), ...(GIVEN_BY_CODE[fileName] ?? [])]
  const values = standIns(known)
  const listed = known.map((name) => `{${name}}`).join(", ")
  return stringsIn(data).flatMap(({ parts, text }) =>
    unknownPlaceholders(text, values).map((name) => {
      const guess = closest(name, known)
      return {
        ...describeField(data, parts),
        expected: !known.length
          ? "no {placeholders}: these texts are shown exactly as written"
          : guess
            ? `"{${guess}}" (placeholders here: ${listed})`
            : `one of the placeholders ${listed}`,
        found: `an unknown placeholder "{${name}}"${guess ? `: a typo for "{${guess}}"?` : ""}`,
      }
    }),
  )
}
