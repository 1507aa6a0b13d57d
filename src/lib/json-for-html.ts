// Data written into a page's HTML inside a <script> element: a data block, or a literal in an inline script.

/** JSON that nothing in it can end the <script> element or open a comment ("<" is written as \u003c). */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c")
}
