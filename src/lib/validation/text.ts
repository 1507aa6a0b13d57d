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
