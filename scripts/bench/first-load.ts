// First-load JavaScript of a built page: the gzip size of every script its HTML loads or preloads, and
// of every script written into it (a light page's own script is inline: docs/behaviour.md#light-pages).
// Computed from the files, so it is the same on every machine.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { parse } from "node-html-parser"
import { ENTRY_SCRIPTS_ATTRIBUTE } from "../../src/node/pages/entry-scripts"

export function htmlFileFor(publicDir: string, route: string): string {
  const clean = route.split(/[?#]/)[0] ?? "/"
  return clean.endsWith(".html") ? path.join(publicDir, clean) : path.join(publicDir, clean, "index.html")
}

export function firstLoadScripts(publicDir: string, route: string): string[] {
  const document = parse(fs.readFileSync(htmlFileFor(publicDir, route), "utf8"))
  const sources = [
    ...document.querySelectorAll("script[src]").map((script) => script.getAttribute("src")),
    // Gatsby's entry scripts, which a small loader asks for after the first paint (src/node/pages/entry-scripts.ts).
    ...document.querySelectorAll(`script[${ENTRY_SCRIPTS_ATTRIBUTE}]`).flatMap((script) => script.getAttribute(ENTRY_SCRIPTS_ATTRIBUTE)?.split(" ") ?? []),
    ...document.querySelectorAll('link[rel="preload"][as="script"]').map((link) => link.getAttribute("href")),
  ]
  return [...new Set(sources.filter((source): source is string => Boolean(source?.startsWith("/"))))]
}

export function gzipBytes(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length
}

// Types of a <script> that the browser runs (no type at all is JavaScript too); a data block is not.
const RUN_TYPES = new Set(["", "text/javascript", "application/javascript", "module"])

/**
 * The scripts written into the page's HTML, each compressed alone: a little more than they add to the
 * compressed page, so a page whose script is inline is never measured lighter than it is.
 */
export function inlineScriptsGzip(html: string): number {
  return parse(html)
    .querySelectorAll("script:not([src])")
    .filter((script) => RUN_TYPES.has((script.getAttribute("type") ?? "").trim().toLowerCase()))
    .reduce((total, script) => total + (script.textContent.trim() ? zlib.gzipSync(script.textContent, { level: 9 }).length : 0), 0)
}

export function firstLoadJsGzip(publicDir: string, route: string): number {
  const files = firstLoadScripts(publicDir, route).reduce((total, source) => total + gzipBytes(path.join(publicDir, source)), 0)
  return files + inlineScriptsGzip(fs.readFileSync(htmlFileFor(publicDir, route), "utf8"))
}
