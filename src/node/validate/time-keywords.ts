// JSON Schema keywords for days and times in the school's data (events, alerts, the lunch menu):
// a day that exists, a clock time, a moment with its offset, and an end that comes after its start.
import type Ajv from "ajv"
import type { DataValidationCxt, ErrorObject } from "ajv/dist/types"
import { NEPAL_OFFSET, nepalMoment, parseIsoDay } from "../../lib/nepal-time/day"

type KeywordError = Partial<ErrorObject> & { message: string }
type Self = { errors?: KeywordError[] | null }

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const MOMENT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:[0-5]\d)?(\.\d+)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/

export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value)
}

/** A date-time with its offset, e.g. "2026-11-27T07:00:00+05:45", naming a real day and time. */
export function isMoment(value: string): boolean {
  const match = MOMENT.exec(value)
  return Boolean(match && parseIsoDay(match[1]!) && isClockTime(match[2]!))
}

function fail(self: Self, message: string, found: string, instancePath?: string): false {
  self.errors = [{ keyword: "custom", message, params: { found }, ...(instancePath ? { instancePath } : {}) }]
  return false
}

function check(ajv: Ajv, keyword: string, test: (value: string) => boolean, expected: string): void {
  ajv.addKeyword({
    keyword,
    type: "string",
    errors: true,
    validate: function validate(this: unknown, _schema: boolean, value: string) {
      return test(value) || fail(validate as unknown as Self, expected, `"${value}"`)
    },
  })
}

interface SpanSchema {
  /** Field of the first day or moment. */
  start: string
  /** Field of the last day or moment. */
  end: string
  /** Fields of clock times on those days, for events. */
  startTime?: string
  endTime?: string
}

// "isoDay" itself is added with the other data keywords, which say whether the day is misspelt or does not exist.
export function addTimeKeywords(ajv: Ajv): void {
  check(ajv, "clockTime", isClockTime, "a time of day in Nepal, written HH:MM from 00:00 to 23:59 (e.g. 09:30)")
  check(
    ajv,
    "moment",
    isMoment,
    `a date and time with Nepal's offset, written YYYY-MM-DDTHH:MM:SS${NEPAL_OFFSET} (e.g. ${nepalMoment("2026-11-27", "07:00")})`,
  )

  // On the object: both ends are read together, and the error names the end field.
  ajv.addKeyword({
    keyword: "span",
    type: "object",
    errors: true,
    validate: function span(this: unknown, schema: SpanSchema, value: Record<string, unknown>, _parent?: unknown, cxt?: DataValidationCxt) {
      const self = span as unknown as Self
      const at = (field: string) => `${cxt?.instancePath ?? ""}/${field}`
      const text = (field?: string) => (field && typeof value[field] === "string" ? (value[field] as string) : undefined)
      const start = text(schema.start)
      const end = text(schema.end) ?? start
      const startTime = text(schema.startTime)
      const endTime = text(schema.endTime)
      if (schema.startTime && schema.endTime && Boolean(startTime) !== Boolean(endTime)) {
        const missing = startTime ? schema.endTime : schema.startTime
        const given = startTime ? schema.startTime : schema.endTime
        return fail(self, `"${schema.startTime}" and "${schema.endTime}" together (or neither, for a whole day)`, `only "${given}"`, at(missing))
      }
      if (!start || !end) return true
      // A malformed day or time has its own error; an order between such values means nothing.
      const days = Boolean(parseIsoDay(start) && parseIsoDay(end))
      const times = (!startTime || isClockTime(startTime)) && (!endTime || isClockTime(endTime))
      if (!(days && times) && !(isMoment(start) && isMoment(end))) return true
      const from = startTime ? `${start}T${startTime}` : start
      const to = endTime ? `${end}T${endTime}` : end
      // Days may be equal (a one-day event); moments and clock times must move forward.
      const before = days && !endTime ? to < from : days ? to <= from : Date.parse(to) <= Date.parse(from)
      if (!before) return true
      const field = schema.endTime && endTime && end === start ? schema.endTime : schema.end
      return fail(self, `an end after the start (${from.replace("T", " ")})`, `"${to.replace("T", " ")}"`, at(field))
    },
  })
}
