/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { OVERLAY_DIR, translatablePaths, type Json } from "../../src/node/locales/overlay"
import { englishFiles, schemaFileFor, untranslatedReport, untranslatedTexts, validateOverlays } from "../../src/node/validate/overlays"
import { listDataFiles, validateDataDir } from "../../src/node/validate/validate-data"
import { REAL_DATA_DIR } from "../support/data-dir"
import { makeTempDir } from "../support/temp-dir"

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Json
const siteSchema = readJson(path.join(REAL_DATA_DIR, "schemas/site.schema.json"))

/** A copy of data/ without pictures, videos and documents, to change for one test. */
function dataCopy(): string {
  const dir = path.join(makeTempDir("crest-ne-"), "data")
  fs.cpSync(REAL_DATA_DIR, dir, { recursive: true, filter: (source) => !/[/\\](images|videos|files)$/.test(source) })
  return dir
}

function write(dir: string, relative: string, content: unknown): void {
  fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true })
  fs.writeFileSync(path.join(dir, relative), typeof content === "string" ? content : JSON.stringify(content, null, 2))
}

function realOverlays(dir = REAL_DATA_DIR, prefix = ""): string[] {
  return fs.readdirSync(path.join(dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? realOverlays(path.join(dir, entry.name), `${prefix}${entry.name}/`) : entry.name.endsWith(".json") ? [`${prefix}${entry.name}`] : [],
  )
}

const firstEvent = englishFiles(REAL_DATA_DIR).find((file) => file.startsWith("events/"))!

describe("the data check of the Nepali files", () => {
  it("keeps names as they are: the school's brand and name and the team's names are not translated", () => {
    const site = readJson(path.join(REAL_DATA_DIR, "schemas/site.schema.json"))
    const about = readJson(path.join(REAL_DATA_DIR, "schemas/about.schema.json"))
    const siteTexts = translatablePaths(readJson(path.join(REAL_DATA_DIR, "site.json")), site)
    expect(siteTexts).not.toContain("brand")
    expect(siteTexts).not.toContain("name")
    expect(siteTexts.length).toBeGreaterThan(0)
    const teamTexts = translatablePaths(readJson(path.join(REAL_DATA_DIR, "about.json")), about).filter((text) => text.startsWith("team.members["))
    expect(teamTexts.length).toBeGreaterThan(0)
    expect(teamTexts.some((text) => text.endsWith(".name"))).toBe(false)
  })

  it("accepts the real data/ne/ files, each beside its English file", () => {
    const overlays = realOverlays(path.join(REAL_DATA_DIR, OVERLAY_DIR))
    expect(overlays.length).toBeGreaterThan(0)
    for (const relative of overlays) expect(fs.existsSync(path.join(REAL_DATA_DIR, relative))).toBe(true)
    expect(validateOverlays(REAL_DATA_DIR, siteSchema)).toEqual([])
  })

  it("does not take data/ne/ for English data files", () => {
    expect(listDataFiles(REAL_DATA_DIR).some((file) => file.includes(`${path.sep}${OVERLAY_DIR}${path.sep}`))).toBe(false)
  })

  it("finds the schema of a top-level file by its name and of a folder's item in the registry", () => {
    expect(schemaFileFor("home.json")).toBe("home.schema.json")
    expect(schemaFileFor(firstEvent)).toBe("event.schema.json")
    expect(schemaFileFor("events/deeper/x.json")).toBeNull()
  })

  it("reports a malformed overlay with the rest of the data check, naming the Nepali file", () => {
    const dir = dataCopy()
    const event = readJson(path.join(dir, firstEvent))
    write(dir, `${OVERLAY_DIR}/${firstEvent}`, { title: "", slug: event.slug })
    const home = readJson(path.join(dir, "home.json"))
    write(dir, `${OVERLAY_DIR}/home.json`, { hero: { image: (home.hero as Json).image } })
    const problems = validateDataDir(dir).filter((problem) => problem.file.startsWith(`data/${OVERLAY_DIR}/`))
    expect(problems).toEqual([
      expect.objectContaining({ file: `data/${OVERLAY_DIR}/${firstEvent}`, entry: "top level", field: "title", found: "an empty text" }),
      expect.objectContaining({ file: `data/${OVERLAY_DIR}/${firstEvent}`, entry: "top level", field: "slug", found: expect.stringContaining(`data/${firstEvent}`) }),
      expect.objectContaining({ file: `data/${OVERLAY_DIR}/home.json`, entry: "hero", field: "image" }),
    ])
  })

  it("refuses a Nepali file without an English one, and one that is not JSON", () => {
    const dir = dataCopy()
    write(dir, `${OVERLAY_DIR}/events/no-such-event.json`, { title: "कुनै" })
    write(dir, `${OVERLAY_DIR}/homepage.json`, { title: "गृह" })
    write(dir, `${OVERLAY_DIR}/about.json`, "{ not json")
    expect(validateOverlays(dir, siteSchema)).toEqual([
      expect.objectContaining({ file: `data/${OVERLAY_DIR}/about.json`, entry: "(whole file)", expected: "valid JSON" }),
      expect.objectContaining({ file: `data/${OVERLAY_DIR}/events/no-such-event.json`, entry: "(whole file)", found: "no data/events/no-such-event.json to translate (renamed or deleted?)" }),
      expect.objectContaining({ file: `data/${OVERLAY_DIR}/homepage.json`, entry: "(whole file)", found: "no data/homepage.json to translate (renamed or deleted?)" }),
    ])
  })

  it("refuses a placeholder the English file could not use either", () => {
    const dir = dataCopy()
    const site = readJson(path.join(dir, "site.json"))
    // The English text gets the same unknown placeholder, so only the name check can refuse it.
    site.tagline = "{nmae} tagline"
    write(dir, "site.json", site)
    write(dir, `${OVERLAY_DIR}/site.json`, { tagline: "{nmae} नारा" })
    expect(validateOverlays(dir, siteSchema)).toEqual([
      expect.objectContaining({ file: `data/${OVERLAY_DIR}/site.json`, field: "tagline", found: expect.stringContaining('"{nmae}"') }),
    ])
  })
})

describe("the list of untranslated texts", () => {
  it("counts every translatable text of a file that has no Nepali file", () => {
    const dir = dataCopy()
    fs.rmSync(path.join(dir, OVERLAY_DIR, firstEvent))
    const english = readJson(path.join(dir, firstEvent))
    const schema = readJson(path.join(dir, "schemas/event.schema.json"))
    const entry = untranslatedTexts(dir).find((file) => file.file === `data/${OVERLAY_DIR}/${firstEvent}`)
    expect(entry).toEqual({ file: `data/${OVERLAY_DIR}/${firstEvent}`, exists: false, none: true, paths: translatablePaths(english, schema) })
    expect(untranslatedReport(dir)).toContain(`data/${OVERLAY_DIR}/${firstEvent} (no file yet): all ${entry!.paths.length} text`)
  })

  it("counts every text of an empty Nepali file too", () => {
    const dir = dataCopy()
    write(dir, `${OVERLAY_DIR}/${firstEvent}`, {})
    const entry = untranslatedTexts(dir).find((file) => file.file === `data/${OVERLAY_DIR}/${firstEvent}`)!
    expect(entry).toMatchObject({ exists: true, none: true })
    expect(untranslatedReport(dir)).toContain(`data/${OVERLAY_DIR}/${firstEvent} (nothing translated yet): all ${entry.paths.length} text`)
  })

  it("lists the paths a partial Nepali file leaves out, and nothing for a complete one", () => {
    const dir = dataCopy()
    const english = readJson(path.join(dir, "home.json"))
    const schema = readJson(path.join(dir, "schemas/home.schema.json"))
    const all = translatablePaths(english, schema)
    const top = all.find((candidate) => !candidate.includes(".") && !candidate.includes("["))!
    write(dir, `${OVERLAY_DIR}/home.json`, { [top]: "नेपालीमा" })
    const entry = untranslatedTexts(dir).find((file) => file.file === `data/${OVERLAY_DIR}/home.json`)!
    expect(entry).toEqual({ file: `data/${OVERLAY_DIR}/home.json`, exists: true, none: false, paths: all.filter((candidate) => candidate !== top) })
    expect(untranslatedReport(dir)).toContain(`  data/${OVERLAY_DIR}/home.json: ${all.length - 1} texts: ${entry.paths.slice(0, 2).join(", ")}`)

    const eventEnglish = readJson(path.join(dir, firstEvent))
    const eventSchema = readJson(path.join(dir, "schemas/event.schema.json"))
    write(dir, `${OVERLAY_DIR}/${firstEvent}`, Object.fromEntries(translatablePaths(eventEnglish, eventSchema).map((key) => [key, "नेपाली"])))
    expect(untranslatedTexts(dir).map((file) => file.file)).not.toContain(`data/${OVERLAY_DIR}/${firstEvent}`)
  })

  it("is empty when every text is translated", () => {
    const dir = path.join(makeTempDir("crest-ne-"), "data")
    fs.mkdirSync(path.join(dir, "schemas"), { recursive: true })
    fs.copyFileSync(path.join(REAL_DATA_DIR, "schemas/form.schema.json"), path.join(dir, "schemas/form.schema.json"))
    const form = readJson(path.join(REAL_DATA_DIR, "form.json"))
    write(dir, "form.json", form)
    const schema = readJson(path.join(dir, "schemas/form.schema.json"))
    write(dir, `${OVERLAY_DIR}/form.json`, Object.fromEntries(translatablePaths(form, schema).map((key) => [key, "नेपाली"])))
    expect(untranslatedReport(dir)).toBe("")
  })
})
