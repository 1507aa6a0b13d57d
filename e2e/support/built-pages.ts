// The built site in public/, as the server sends it, for the checks that need no browser: what a
// page's HTML holds before any script of it runs.
import fs from "node:fs"
import path from "node:path"
import { parse, type HTMLElement } from "node-html-parser"
import { htmlFileFor } from "../../scripts/bench/first-load"

export const PUBLIC_DIR = path.resolve(__dirname, "../../public")

/** A route's built page, parsed: /about/ is public/about/index.html. */
export function builtPage(route: string): HTMLElement {
  return parse(fs.readFileSync(htmlFileFor(PUBLIC_DIR, route), "utf8"))
}
