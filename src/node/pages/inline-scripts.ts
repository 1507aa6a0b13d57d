// The inline scripts of a built HTML page, and which of them the browser would run. The site's policy
// allows scripts from its own origin only (script-src 'self', src/node/deploy/policy.ts), so a page
// may hold no inline script that runs; data blocks such as JSON-LD (type="application/ld+json") are
// never run, and may stay (https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element).
import { parsePage, type PageDocument } from "./page-pass"

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
// Other types the browser runs, or reads as rules, and checks against script-src.
const CHECKED_TYPES = new Set(["module", "importmap", "speculationrules"])

/** Whether the browser would run this script element's text (the HTML rules for type and language). */
export function isRunnableScript(attributes: Record<string, string>): boolean {
  const type = attributes.type
  const language = attributes.language
  const typeString = type !== undefined ? type.trim().toLowerCase() : language ? `text/${language.trim().toLowerCase()}` : ""
  return typeString === "" || JAVASCRIPT_TYPES.has(typeString) || CHECKED_TYPES.has(typeString)
}

/**
 * Every script element with its text in the page, external ones (src) excluded. The contents of
 * <noscript> and <template> are skipped, and comments: nothing in them runs.
 */
export function inlineScripts(html: string | PageDocument): InlineScript[] {
  const page = typeof html === "string" ? parsePage(html) : html
  return page
    .querySelectorAll("script")
    .filter((script) => !script.hasAttribute("src") && !script.closest("template"))
    .map((script) => ({
      text: script.rawText,
      attributes: Object.fromEntries(Object.entries(script.rawAttributes).map(([name, value]) => [name.toLowerCase(), value])),
    }))
}

/** The inline scripts the browser would run: those with text and a type it runs. An empty one never runs. */
export function runnableInlineScripts(html: string | PageDocument): InlineScript[] {
  return inlineScripts(html).filter((script) => script.text !== "" && isRunnableScript(script.attributes))
}
