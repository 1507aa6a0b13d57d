// A classic script of src/browser/blocking/ named in a page: the server renders a placeholder element
// with the script's name (and, for a script that needs them, its props as JSON), and the build names
// the bundled file in its src (src/node/pages/blocking-scripts.ts). Such a script runs where it stands,
// before anything below it is painted, which no module script can. It reads its props from its own
// element, so one file serves every page.

/** On the placeholder: the name of the file of src/browser/blocking/ (without .ts). */
export const BLOCKING_SCRIPT_ATTRIBUTE = "data-blocking-script"
/** On the placeholder: the script's props, as JSON. */
export const SCRIPT_PROPS_ATTRIBUTE = "data-props"

/** The props of the running classic script, from its element; `fallback` when it has none or they do not parse. */
export function currentScriptProps<T>(doc: Document, fallback: T): T {
  const text = doc.currentScript?.getAttribute(SCRIPT_PROPS_ATTRIBUTE)
  if (!text) return fallback
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}
