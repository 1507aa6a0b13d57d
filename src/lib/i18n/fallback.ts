// A Nepali text that has no translation yet is the English one between two invisible marker characters
// (set at build time, see src/node/locales/overlay.ts), so a page can show it marked lang="en".
// The markers survive placeholder filling, so one string may hold several marked runs. The site's JSX
// runtime (src/lib/i18n/jsx/) turns them into <span lang="en"> on every element; this file is small
// because that runs on every element.
export const FALLBACK_START = "\u2064"
export const FALLBACK_END = "\u2063"

const MARKERS = new RegExp(`[${FALLBACK_START}${FALLBACK_END}]`, "g")

export interface TextRun {
  text: string
  /** True for English shown in place of a missing Nepali text. */
  fallback: boolean
}

export function markFallback(text: string): string {
  return `${FALLBACK_START}${text}${FALLBACK_END}`
}

export function hasFallback(text: string): boolean {
  return text.includes(FALLBACK_START) || text.includes(FALLBACK_END)
}

/** The text without the markers, for attributes (alt, title, meta) that cannot carry lang. */
export function stripFallback(text: string): string {
  return text.replace(MARKERS, "")
}

/** The text as runs, in order: unmarked runs and marked (fallback) runs, empty runs left out. */
export function splitFallback(text: string): TextRun[] {
  const runs: TextRun[] = []
  let rest = text
  while (rest) {
    const start = rest.indexOf(FALLBACK_START)
    if (start === -1) {
      runs.push({ text: stripFallback(rest), fallback: false })
      break
    }
    if (start > 0) runs.push({ text: stripFallback(rest.slice(0, start)), fallback: false })
    const afterStart = rest.slice(start + 1)
    const end = afterStart.indexOf(FALLBACK_END)
    // An unclosed marker runs to the end of the text.
    const inner = end === -1 ? afterStart : afterStart.slice(0, end)
    runs.push({ text: stripFallback(inner), fallback: true })
    rest = end === -1 ? "" : afterStart.slice(end + 1)
  }
  // Adjacent runs of one kind (around an empty marked run) read as one.
  return runs
    .filter((run) => run.text !== "")
    .reduce<TextRun[]>((merged, run) => {
      const last = merged[merged.length - 1]
      if (last && last.fallback === run.fallback) last.text += run.text
      else merged.push({ ...run })
      return merged
    }, [])
}
