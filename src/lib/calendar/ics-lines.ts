// iCalendar's line rule (RFC 5545): a content line is at most 75 octets of UTF-8, longer ones folded
// onto continuation lines that start with a space. Shared by the calendar's files (built with the
// `ics` package) and a booked visit's file (written by the server and the page).

/** The longest line iCalendar allows, in octets, not counting its CRLF. */
export const ICS_LINE_OCTETS = 75

/** A character's length in UTF-8, from its code point (no TextEncoder: some test environments lack it). */
function utf8Octets(character: string): number {
  const code = character.codePointAt(0) ?? 0
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
}

/**
 * Folds each content line at 75 octets of UTF-8, never inside a character: a continuation line starts
 * with a space, which counts. The `ics` package folds at 75 characters, so a line of Devanagari (three
 * octets a letter) came out at up to 216 octets, which strict readers refuse or cut.
 */
export function foldIcsLines(text: string): string {
  const unfolded = text.replace(/\r\n[ \t]/g, "")
  return unfolded
    .split("\r\n")
    .map((line) => {
      const parts: string[] = []
      let part = ""
      let octets = 0
      for (const character of line) {
        const size = utf8Octets(character)
        const limit = parts.length === 0 ? ICS_LINE_OCTETS : ICS_LINE_OCTETS - 1
        if (octets + size > limit) {
          parts.push(part)
          part = ""
          octets = 0
        }
        part += character
        octets += size
      }
      parts.push(part)
      return parts.join("\r\n ")
    })
    .join("\r\n")
}

/** A TEXT value with its backslashes, semicolons, commas and line breaks escaped. */
export function icsText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n")
}

/** A moment as a UTC DATE-TIME: 20261129T041500Z. */
export function icsUtc(moment: string | number | Date): string {
  return new Date(moment).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "")
}
