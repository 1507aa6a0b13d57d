// Nepali pages name their Devanagari font files in the head. Their faces are font-display: optional,
// and Chrome applies such a face even when it arrives after the first paint, unless it was preloaded
// (then the first paint waits briefly for it instead): a late face re-wrapped Nepali paragraphs and
// moved what lay below them. English pages fetch neither file.
import React from "react"
import regular from "@crest/fonts/noto-sans-devanagari-nepali-400-normal.woff2"
import bold from "@crest/fonts/noto-sans-devanagari-nepali-700-normal.woff2"

export const DEVANAGARI_FONT_FILES: readonly string[] = [regular, bold]

export function devanagariPreloads(): React.ReactElement[] {
  return DEVANAGARI_FONT_FILES.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />)
}
