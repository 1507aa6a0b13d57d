// First-load JavaScript of a built page: the gzip size of every script its HTML loads or preloads.
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

export function firstLoadJsGzip(publicDir: string, route: string): number {
  return firstLoadScripts(publicDir, route).reduce((total, source) => total + gzipBytes(path.join(publicDir, source)), 0)
}
