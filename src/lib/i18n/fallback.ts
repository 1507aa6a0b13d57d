// A Nepali page shows the English text where a translation is missing. Such a text reaches the
// components wrapped in two invisible marker characters, put there when the Nepali node is made
// (src/node/locales/overlay.ts), so that it comes out as <span lang="en"> without any component
// knowing (src/lib/i18n/jsx/jsx-runtime.ts). Browser-safe and tiny: it runs on every element.
export const FALLBACK_START = "\u2064"
export const FALLBACK_END = "\u2063"

export interface TextRun {
  text: string
  /** English shown in place of a missing translation. */
  fallback: boolean
}

export function markFallback(text: string): string {
  return `${FALLBACK_START}${text}${FALLBACK_END}`
}

export function hasFallback(text: string): boolean {
  return text.includes(FALLBACK_START)
}

export function stripFallback(text: string): string {
  return hasFallback(text) || text.includes(FALLBACK_END) ? text.split(FALLBACK_START).join("").split(FALLBACK_END).join("") : text
}

/** The marked and unmarked runs of a text, in order; a text may hold several after placeholders are filled. */
export function splitFallback(text: string): TextRun[] {
  const runs: TextRun[] = []
  let rest = text
  while (rest) {
    const start = rest.indexOf(FALLBACK_START)
    if (start < 0) {
      runs.push({ text: rest, fallback: false })
      break
    }
    if (start > 0) runs.push({ text: rest.slice(0, start), fallback: false })
    const end = rest.indexOf(FALLBACK_END, start + 1)
    const stop = end < 0 ? rest.length : end
    const inner = rest.slice(start + 1, stop)
    if (inner) runs.push({ text: inner, fallback: true })
    rest = end < 0 ? "" : rest.slice(end + 1)
  }
  return runs
}
