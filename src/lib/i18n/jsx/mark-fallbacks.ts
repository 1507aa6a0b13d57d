// Every element the site renders passes through here (the JSX runtime below is the site's): a text
// child holding English that stands in for a missing Nepali translation becomes <span lang="en">, so
// screen readers pronounce it as English and search engines know, while attributes (alt, aria-label,
// content) and text-only elements (<title>, <option>) just lose the invisible markers. Pages without
// such texts pay one string search per text child.
import { createElement, type ReactNode } from "react"
import { hasFallback, splitFallback, stripFallback } from "../fallback"

/** Elements whose content must stay plain text. */
const TEXT_ONLY = new Set(["title", "option", "textarea", "style", "script", "text", "tspan", "desc"])

function markedText(text: string): ReactNode {
  const runs = splitFallback(text)
  const nodes = runs.map((run, index) => (run.fallback ? createElement("span", { lang: "en", key: index }, run.text) : run.text))
  return nodes.length === 1 ? nodes[0] : nodes
}

function markChild(child: unknown, textOnly: boolean): unknown {
  if (typeof child === "string" && hasFallback(child)) return textOnly ? stripFallback(child) : markedText(child)
  if (Array.isArray(child)) return markChildren(child, textOnly)
  return child
}

function markChildren(children: unknown[], textOnly: boolean): unknown[] {
  let changed = false
  const next = children.map((child) => {
    const marked = markChild(child, textOnly)
    if (marked !== child) changed = true
    return marked
  })
  return changed ? next : children
}

/**
 * The props of a DOM element with fallback texts marked (children) or unmarked (attributes); the same
 * object when there are none. A component's props pass untouched: it decides where its texts go.
 */
export function markFallbacks<Props>(type: unknown, props: Props): Props {
  if (typeof type !== "string" || !props || typeof props !== "object") return props
  let next: Record<string, unknown> | null = null
  const source = props as Record<string, unknown>
  for (const key in source) {
    const value = source[key]
    let replaced = value
    if (key === "children") replaced = markChild(value, TEXT_ONLY.has(type))
    else if (typeof value === "string" && hasFallback(value)) replaced = stripFallback(value)
    if (replaced !== value) {
      next ??= { ...source }
      next[key] = replaced
    }
  }
  return (next ?? props) as Props
}
