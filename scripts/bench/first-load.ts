// First-load JavaScript of a built page: the gzip size of every script its HTML loads or preloads, of
// the chunks those import statically (esbuild's shared chunks, which the browser fetches with them), of
// the chunks its page parts and islands load at start (`data-module`, `data-island`, and the islands'
// loader, the alerts' module and the frames' watch where the page has them: docs/behaviour.md#light-pages),
// and of every script written into it. Computed from the files, so it is the same on every machine.
// Not counted: what a page asks for only after its load event (the notifications region and the
// connection notices, src/browser/frame.ts startNotices, on a page without an island), where the
// browser lacks a feature (the prefetch fallback), or when an endpoint is set (the vitals' sending).
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { parse } from "node-html-parser"
import { ALERTS_REGION_ID } from "../../src/lib/alerts/region-id.ts"
import { ISLAND_ATTRIBUTE } from "../../src/lib/islands/attribute.ts"

export function htmlFileFor(publicDir: string, route: string): string {
  const clean = route.split(/[?#]/)[0] ?? "/"
  return clean.endsWith(".html") ? path.join(publicDir, clean) : path.join(publicDir, clean, "index.html")
}

export function firstLoadScripts(publicDir: string, route: string): string[] {
  const document = parse(fs.readFileSync(htmlFileFor(publicDir, route), "utf8"))
  const sources = [
    ...document.querySelectorAll("script[src]").map((script) => script.getAttribute("src")),
    ...document.querySelectorAll('link[rel="preload"][as="script"]').map((link) => link.getAttribute("href")),
  ]
  const named = [...new Set(sources.filter((source): source is string => Boolean(source?.startsWith("/"))))]
  const islands = document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)
  const parts = [
    ...document.querySelectorAll("[data-module]").map((element) => element.getAttribute("data-module")),
    ...islands.map((element) => element.getAttribute(ISLAND_ATTRIBUTE)),
    // The chunks the page's script asks for only where the page has what they start: an island asks for
    // the notifications region at once too, not after the page's load.
    ...(islands.length > 0 ? ["islands", "notices"] : []),
    ...(document.getElementById(ALERTS_REGION_ID) ? ["alerts-region"] : []),
    ...(document.querySelector("iframe") ? ["frames"] : []),
  ].filter((name): name is string => Boolean(name))
  return withImports(publicDir, named, new Set(parts))
}

/**
 * The scripts and every chunk they import, statically or, for a chunk named after one of the page's
 * parts (esbuild names a chunk of a dynamic import after its module: `/scripts/<name>-<hash>.js`), dynamically.
 */
function withImports(publicDir: string, scripts: readonly string[], parts: ReadonlySet<string>): string[] {
  const found = new Set<string>()
  const visit = (source: string) => {
    if (found.has(source) || !fs.existsSync(path.join(publicDir, source))) return
    found.add(source)
    const code = fs.readFileSync(path.join(publicDir, source), "utf8")
    const folder = path.posix.dirname(source)
    for (const match of code.matchAll(/\bfrom\s*"(\.\/[\w.-]+\.js)"|\bimport\s*"(\.\/[\w.-]+\.js)"/g)) visit(path.posix.join(folder, match[1] ?? match[2]!))
    for (const match of code.matchAll(/\bimport\(\s*"(\.\/([\w.-]+)-[A-Z0-9]+\.js)"\s*\)/g)) if (parts.has(match[2]!)) visit(path.posix.join(folder, match[1]!))
  }
  for (const script of scripts) visit(script)
  return [...found]
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
