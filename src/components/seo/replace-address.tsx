// The body half of a head script's move to another address (src/lib/routes/replace-address-script.ts).
// Put it in the page that has such a head script; it acts only on the prebuilt HTML's first load.
import React from "react"
import { BlockingScript } from "../blocking-script/blocking-script"

export function ReplaceAddress() {
  return <BlockingScript name="replace-address" />
}
