// The site's colours live in src/styles/_tokens.scss and nowhere else. What is not Sass but must show
// the same colour (the web manifest's theme and background) reads it from there, so a new brand blue
// is one edit.
import fs from "fs"
import path from "path"

export const TOKENS_FILE = path.resolve(__dirname, "../styles/_tokens.scss")

const DECLARATION = /^\$([\w-]+):\s*([^;]+);/gm
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** The hex value of a colour token, following `$a: $b;` aliases to the value. */
export function tokenColour(name: string, source = fs.readFileSync(TOKENS_FILE, "utf8")): string {
  const values = new Map([...source.matchAll(DECLARATION)].map((match) => [match[1]!, match[2]!.trim()]))
  let value = values.get(name)
  for (const seen = new Set([name]); value?.startsWith("$") && !seen.has(value.slice(1)); ) {
    seen.add(value.slice(1))
    value = values.get(value.slice(1))
  }
  if (!value || !HEX_COLOUR.test(value)) throw new Error(`src/styles/_tokens.scss has no colour $${name} written as #rrggbb.`)
  return value
}
