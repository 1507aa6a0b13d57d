// A reference as a parent reads it off a confirmation or says it on the phone: any case, spaces around
// its dashes, Devanagari digits. The status page and the server read it the same way, so what one
// accepts the other finds.
import { toAsciiDigits } from "../validation/digits"

/** Letters, the Bikram Sambat year, the number within that year: CA-2083-0042. */
export const REFERENCE_PATTERN = /^[A-Z]{1,4}-\d{4}-\d{4,}$/

/** The reference in the receiver's own writing (CA-2083-0042), whatever the case, spaces and digits typed. */
export function normalReference(typed: string): string {
  return toAsciiDigits(typed)
    .toUpperCase()
    .replace(/\s*[-‐-―]\s*/g, "-")
    .replace(/\s+/g, "")
}

export function isReference(typed: string): boolean {
  return REFERENCE_PATTERN.test(normalReference(typed))
}
