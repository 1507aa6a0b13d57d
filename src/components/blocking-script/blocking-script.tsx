// The placeholder of one of the site's classic scripts (src/lib/blocking-script.ts): the build gives it
// the src of the bundled file. Rendered in the prebuilt HTML only: a script element added by a browser
// render would never run, and the page has nothing to add it for.
import React from "react"
import { BLOCKING_SCRIPT_ATTRIBUTE, SCRIPT_PROPS_ATTRIBUTE } from "../../lib/blocking-script"

export interface BlockingScriptProps {
  /** A file of src/browser/blocking/, without .ts. */
  name: string
  /** What the script reads with currentScriptProps; JSON. */
  props?: unknown
  /** For a script that must wait for the whole document rather than run where it stands. */
  defer?: boolean
}

export function BlockingScript({ name, props, defer }: BlockingScriptProps) {
  const attributes = {
    [BLOCKING_SCRIPT_ATTRIBUTE]: name,
    ...(props === undefined ? {} : { [SCRIPT_PROPS_ATTRIBUTE]: JSON.stringify(props) }),
    ...(defer ? { defer: true } : {}),
  }
  return <script {...attributes} />
}
