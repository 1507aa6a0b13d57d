// Many Nepali keyboards type the Devanagari digits ० to ९. A number typed that way is the same number:
// the checks and what is sent read it in ASCII digits, the only ones the office's systems and a phone
// dialler take.
const DEVANAGARI_ZERO = 0x0966

/** The text with each Devanagari digit (० to ९) written as its ASCII digit; everything else unchanged. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO))
}
