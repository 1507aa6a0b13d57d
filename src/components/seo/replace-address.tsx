// The body half of a head script's move to another address (src/lib/routes/replace-address-script.ts).
// Put it in the page that has such a head script; React renders it but never runs it, so it acts
// only on the prebuilt HTML's first load.
import React from "react"
import { REPLACE_ADDRESS_SCRIPT } from "../../lib/routes/replace-address-script"

export function ReplaceAddress() {
  return <script dangerouslySetInnerHTML={{ __html: REPLACE_ADDRESS_SCRIPT }} />
}
