// A text inside a larger one (a sentence, a paragraph with a label before it) that may be English
// standing in for a missing Nepali text: wrapped in <span lang="en"> when it is, left as it is when
// not. Where the text fills an element on its own, give that element lang={langAt(…)} instead
// (src/lib/i18n/stand-ins.ts).
import React, { type ReactNode } from "react"

export function StandIn({ english, children }: { english: boolean; children: ReactNode }) {
  return english ? <span lang="en">{children}</span> : <>{children}</>
}
