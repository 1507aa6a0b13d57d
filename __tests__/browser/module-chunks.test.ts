/**
 * @jest-environment node
 */
// The page modules split as the site's one bundling pass splits them (its entry and options, from
// src/node/scripts/bundle.ts): each module a chunk of its own, and the Bikram Sambat month tables out
// of the page script and of every module's chunk but the date tile's, so no other page loads them.
import path from "node:path"
import { build, type Metafile } from "esbuild"
import { cssModulesPlugin } from "../../src/node/pages/css-modules-plugin"
import { BROWSER_ALIASES, PAGE_ENTRY } from "../../src/node/scripts/bundle"

const ROOT = path.resolve(__dirname, "../..")
const MODULES = "src/browser/modules/"

async function outputs(): Promise<Metafile["outputs"]> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [PAGE_ENTRY],
    outdir: "out",
    bundle: true,
    splitting: true,
    format: "esm",
    write: false,
    metafile: true,
    alias: BROWSER_ALIASES,
    jsx: "automatic",
    pure: ["graphql"],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    plugins: [cssModulesPlugin(ROOT, new Set())],
    logLevel: "silent",
  })
  return result.metafile.outputs
}

const holdsTables = (output: Metafile["outputs"][string]) =>
  Object.keys(output.inputs).some((input) => input.includes("nepali-date-converter") || input.endsWith("nepal-time/bikram-sambat.ts"))

describe("the page modules' chunks", () => {
  it("make each module a chunk of its own, and keep the Bikram Sambat tables to the date tile's", async () => {
    const all = await outputs()
    const entries = Object.entries(all)
    const modules = entries.flatMap(([, output]) => (output.entryPoint?.startsWith(MODULES) ? [path.basename(output.entryPoint, ".ts")] : []))
    expect(modules.sort()).toEqual(
      [
        "calendar-clock",
        "document-filter",
        "fees",
        "first-visit-end",
        "first-visit-popup",
        "missing-path",
        "notice-expiry",
        "notice-list",
        "photo-album",
        "print-page",
        "results-lookup",
        "today-tile",
        "video",
      ].sort(),
    )
    // What loads with the page script itself, or with a module's chunk: its own file and those it imports.
    const loadedWith = (entry: string) => {
      const [file, output] = entries.find(([, candidate]) => candidate.entryPoint === entry)!
      return [file, ...output.imports.filter((imported) => imported.kind === "import-statement").map((imported) => imported.path)]
    }
    const withTables = (entry: string) => loadedWith(entry).some((file) => holdsTables(all[file]!))
    expect(withTables(`${MODULES}today-tile.ts`)).toBe(true)
    expect(withTables(PAGE_ENTRY)).toBe(false)
    for (const name of modules.filter((module) => module !== "today-tile")) expect([name, withTables(`${MODULES}${name}.ts`)]).toEqual([name, false])
  })
})
