// Checks of free-text answers: names, addresses and messages.
export const NAME_MAX = 100
export const ADDRESS_MAX = 300
export const MESSAGE_MAX = 1000
export const SCHOOL_MAX = 150

export type NameErrorCode = "required" | "tooLong" | "invalid"

/** A person's name in any script (Latin or Devanagari): at least one letter, no digits. */
export function checkName(input: string): NameErrorCode | null {
  const text = input.trim()
  if (text === "") return "required"
  if (text.length > NAME_MAX) return "tooLong"
  if (!/\p{L}/u.test(text) || /\p{N}/u.test(text)) return "invalid"
  return null
}

export function checkLength(input: string, max: number, required: boolean): "required" | "tooLong" | null {
  const text = input.trim()
  if (required && text === "") return "required"
  return text.length > max ? "tooLong" : null
}

/**
 * Control characters other than tab and line breaks (C0, DEL, C1) and halves of a surrogate pair.
 * None is anything a person meant to type (they come with a paste from a PDF or a broken keyboard
 * driver), and PostgreSQL refuses a NUL, or a lone surrogate in JSON, outright (22P05), which no retry
 * could ever get past.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const UNTYPEABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** A text as a caller sent it, with what nobody types left out: every free text is read through it. */
export function typedText(input: string): string {
  return input.replace(UNTYPEABLE, "")
}
