/**
 * @jest-environment node
 */
// The page modules split as the site's bundle splits them (esbuild, ESM, code splitting): each module a
// chunk of its own, and the Bikram Sambat month tables in the date tile's chunk only, so no other page
// loads them.
import path from "node:path"
import * as esbuild from "esbuild"

const ROOT = path.resolve(__dirname, "../..")

async function chunks(): Promise<{ entry: string | undefined; inputs: string[] }[]> {
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ["src/browser/modules.ts"],
    bundle: true,
    splitting: true,
    format: "esm",
    write: false,
    outdir: "out",
    metafile: true,
    logLevel: "silent",
  })
  return Object.values(result.metafile.outputs).map((output) => ({ entry: output.entryPoint, inputs: Object.keys(output.inputs) }))
}

describe("the page modules' chunks", () => {
  it("make each module a chunk of its own, and bring the Bikram Sambat tables with the date tile's alone", async () => {
    const all = await chunks()
    const modules = all.flatMap(({ entry }) => (entry?.startsWith("src/browser/modules/") ? [path.basename(entry, ".ts")] : []))
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
        "results-lookup",
        "today-tile",
        "video",
      ].sort(),
    )
    const withTables = all.filter(({ inputs }) => inputs.some((input) => input.includes("nepali-date-converter") || input.endsWith("nepal-time/bikram-sambat.ts")))
    expect(withTables.map(({ entry }) => entry)).toEqual(["src/browser/modules/today-tile.ts"])
  })
})
