// The inline scripts of a built HTML page and their Content-Security-Policy hashes. A script element
// is checked against script-src only when the browser would run it: data blocks such as JSON-LD
// (type="application/ld+json") are never run, so they need no hash
// (https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element).
import crypto from "crypto"

export interface InlineScript {
  /** The element's text exactly as written: the browser hashes these characters, undecoded. */
  text: string
  attributes: Record<string, string>
}

// https://mimesniff.spec.whatwg.org/#javascript-mime-type
const JAVASCRIPT_TYPES = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
])
// Other types the browser runs, or reads as rules, only after checking script-src.
const CHECKED_TYPES = new Set(["module", "importmap", "speculationrules"])

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase()
    if (!(name in attributes)) attributes[name] = match[2] ?? match[3] ?? match[4] ?? ""
  }
  return attributes
}

/** Whether the browser checks this script element's text against script-src (the HTML rules for type and language). */
export function isCheckedScript(attributes: Record<string, string>): boolean {
  const type = attributes.type
  const language = attributes.language
  const typeString = type !== undefined ? type.trim().toLowerCase() : language ? `text/${language.trim().toLowerCase()}` : ""
  return typeString === "" || JAVASCRIPT_TYPES.has(typeString) || CHECKED_TYPES.has(typeString)
}

/**
 * Every script element with its text in the page, external ones (src) excluded. Comments and the
 * contents of <noscript> and <template> are skipped: nothing in them runs.
 */
export function inlineScripts(html: string): InlineScript[] {
  const runnable = html.replace(/<!--[\s\S]*?-->/g, "").replace(/<(noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
  const scripts: InlineScript[] = []
  // A script's text ends at the first "</script", whatever it contains.
  for (const match of runnable.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
    const attributes = parseAttributes(match[1]!)
    if ("src" in attributes) continue
    scripts.push({ text: match[2]!, attributes })
  }
  return scripts
}

export function scriptHash(text: string): string {
  return `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`
}

/**
 * The hashes script-src needs for the scripts the browser runs, each once, in page order. An empty
 * inline script is never run nor checked.
 */
export function scriptHashes(scripts: readonly InlineScript[]): string[] {
  const checked = scripts.filter((script) => script.text !== "" && isCheckedScript(script.attributes))
  return [...new Set(checked.map((script) => scriptHash(script.text)))]
}
