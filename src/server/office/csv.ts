// The office's CSV export, made for Excel: UTF-8 with a byte-order mark (without it Excel reads the
// file as the machine's legacy code page and Devanagari turns to question marks), CRLF lines, every
// field quoted, and a text that starts like a formula (= + - @) kept as text with a leading apostrophe,
// so a parent's answer can never run as a formula on the office's computer. The direction controls
// of a value are left out first (src/lib/bidi.ts): wrapping each value in isolates instead would put
// invisible characters into every imported cell, breaking a sort, a lookup or a phone number.
import { withoutDirectionControls } from "../../lib/bidi"

export const BOM = "\uFEFF"

export function csvCell(given: string): string {
  const value = withoutDirectionControls(given)
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${text.replace(/"/g, '""')}"`
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n"
}
