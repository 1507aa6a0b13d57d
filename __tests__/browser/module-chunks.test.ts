/**
 * @jest-environment node
 */
// The page modules split as the site's one bundling pass splits them (its entry and options, from
// src/node/scripts/bundle.ts): each module a chunk of its own, and the Bikram Sambat month tables out
// of the page script and of every module's chunk but the date tile's, so no other page loads them.
import path from "node:path"
import { build, type Metafile } from "esbuild"
import { cssModulesPlugin } from "../../src/node/pages/css-modules-plugin"
import { MODULES } from "../../src/browser/modules"
import { BROWSER_ALIASES, PAGE_ENTRY } from "../../src/node/scripts/bundle"

const ROOT = path.resolve(__dirname, "../..")
const MODULES_FOLDER = "src/browser/modules/"

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
    const modules = entries.flatMap(([, output]) => (output.entryPoint?.startsWith(MODULES_FOLDER) ? [path.basename(output.entryPoint, ".ts")] : []))
    // One chunk for each module the registry names, named after its file.
    expect(modules.sort()).toEqual(Object.keys(MODULES).sort())
    // What loads with the page script itself, or with a module's chunk: its own file and those it imports.
    const loadedWith = (entry: string) => {
      const [file, output] = entries.find(([, candidate]) => candidate.entryPoint === entry)!
      return [file, ...output.imports.filter((imported) => imported.kind === "import-statement").map((imported) => imported.path)]
    }
    const withTables = (entry: string) => loadedWith(entry).some((file) => holdsTables(all[file]!))
    expect(withTables(`${MODULES_FOLDER}today-tile.ts`)).toBe(true)
    expect(withTables(PAGE_ENTRY)).toBe(false)
    for (const name of modules.filter((module) => module !== "today-tile")) expect([name, withTables(`${MODULES_FOLDER}${name}.ts`)]).toEqual([name, false])
  })

  it("leave out of every page's first load what only some pages use (the islands' loader, the alerts, the prefetch fallback, the frames' watch, the vitals' sending, the site's texts) and the notices, which load after the page", async () => {
    const all = await outputs()
    const [entry] = Object.entries(all).find(([, output]) => output.entryPoint === PAGE_ENTRY)!
    const firstLoad = new Set<string>()
    const visit = (file: string) => {
      if (firstLoad.has(file)) return
      firstLoad.add(file)
      for (const imported of all[file]!.imports) if (imported.kind === "import-statement") visit(imported.path)
    }
    visit(entry)
    const inputs = [...firstLoad].flatMap((file) => Object.keys(all[file]!.inputs))
    // The frame's own parts do load with it.
    expect(inputs).toEqual(expect.arrayContaining(["src/browser/frame/drawer.ts", "src/browser/load-chunk.ts", "src/browser/modules.ts", "src/browser/error-screen.ts"]))
    for (const later of ["src/browser/islands.ts", "src/browser/frames.ts", "src/browser/frame/alerts-region.ts", "src/browser/prefetch.ts", "src/browser/frame/notifications.ts", "src/browser/frame/connection.ts", "src/state/notifications/store.ts", "src/lib/web-vitals/beacon.ts", "data/messages.json", "data/ne/messages.json"]) {
      expect([later, inputs.includes(later)]).toEqual([later, false])
    }
  })
})
