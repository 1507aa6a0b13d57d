// A text a family typed, as the office page shows it: without the direction controls that would show
// its letters in another order (src/lib/bidi.ts), and isolated, so a right-to-left value cannot
// reorder the label, the reference or the punctuation beside it.
import React from "react"
import { withoutDirectionControls } from "../../lib/bidi"

export function FamilyText({ children }: { children: string }) {
  return <bdi>{withoutDirectionControls(children)}</bdi>
}
