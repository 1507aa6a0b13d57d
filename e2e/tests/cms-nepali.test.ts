// The Nepali edition in the web editor at /admin/, with its local backend writing into a temporary git
// copy of data/ (see cms.test.ts): a translator edits a Nepali file and starts a new one, and each save
// writes only Nepali texts, in the English schema's order, into data/ne/ under the English file's name.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { after, before, describe, it } from "node:test"
import type { Page } from "playwright-core"
import { decapConfig, NEPALI, TRANSLATES_FIELD, type DecapField } from "../../src/node/cms/decap-config"
import { OVERLAY_DIR } from "../../src/node/locales/overlay"
import { siteRoutes } from "../../src/node/routes"
import { validateDataDir } from "../../src/node/validate/validate-data"
import { openPage, STATIC_URL, useBrowser, type TestPage } from "../support/harness"
import { pointEditorAt, startEditorRepo, type EditorRepo } from "../support/cms"

useBrowser()

const ROOT = path.resolve(__dirname, "../..")
const DATA_DIR = path.join(ROOT, "data")
const config = decapConfig(DATA_DIR)
const events = config.collections.find((collection) => collection.folder === `data/${OVERLAY_DIR}/events`)!
const eventFields = events.fields as DecapField[]
const TITLE_LABEL = eventFields.find((field) => field.name === "title")!.label
const TRANSLATES_LABEL = eventFields.find((field) => field.name === TRANSLATES_FIELD)!.label
const eventNames = fs.readdirSync(path.join(DATA_DIR, OVERLAY_DIR, "events")).filter((name) => name.endsWith(".json")).sort()
const [edited, removed] = eventNames as [string, string]
const formEntry = config.collections.find((collection) => collection.name === NEPALI.name)!.files!.find((file) => file.file === `data/${OVERLAY_DIR}/form.json`)!
const formFields = formEntry.fields as DecapField[]

let repo: EditorRepo
before(async () => {
  repo = await startEditorRepo()
  // A Nepali event not translated yet, and a page whose Nepali file holds nothing yet.
  repo.git("rm", "-q", `data/${OVERLAY_DIR}/events/${removed}`)
  fs.mkdirSync(path.join(repo.dir, "data", OVERLAY_DIR), { recursive: true })
  fs.writeFileSync(path.join(repo.dir, "data", OVERLAY_DIR, "form.json"), "{}\n")
  repo.git("add", "-A")
  repo.git("commit", "-q", "-m", "a Nepali event to translate, an empty Nepali form page")
})
after(async () => {
  await repo.close()
})

async function openEditor(route: string): Promise<TestPage> {
  const opened = await openPage({ baseURL: STATIC_URL })
  await pointEditorAt(opened.page, repo.backendUrl)
  await opened.page.goto("/admin/")
  await opened.page.getByRole("button", { name: "Login" }).click()
  await opened.page.goto(`/admin/#/collections/${route}`)
  return opened
}

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByText("Publish now", { exact: true }).click()
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** A field by its label, which Decap ends with "(optional)" where a field may stay empty. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\(optional\\))?$`, "i")

const readJson = (file: string) => JSON.parse(repo.read(file)) as Record<string, unknown>
const exists = (file: string) => fs.existsSync(path.join(repo.dir, file))

describe("the Nepali edition in the web editor", () => {
  it("changes a Nepali event's title, and only that line of its Nepali file", async () => {
    const file = `data/${OVERLAY_DIR}/events/${edited}`
    const before = readJson(file)
    const title = `${String(before.title)} (सम्पादित)`
    const { page, close } = await openEditor(`${events.name}/entries/${path.basename(edited, ".json")}`)
    const field = page.getByLabel(labelled(TITLE_LABEL))
    await field.waitFor()
    assert.equal(await field.inputValue(), before.title)
    await field.fill(title)
    await publish(page)
    await until(() => repo.read(file).includes(title), "the Nepali title to be saved")
    await close()
    const line = fs.readFileSync(path.join(DATA_DIR, OVERLAY_DIR, "events", edited), "utf8").split("\n").find((text) => text.includes(JSON.stringify(before.title)))!
    const diff = repo.git("diff", "-U0", "--no-color", "--", file).split("\n").filter((text) => /^[-+]\s/.test(text))
    assert.deepEqual(diff, [`-${line}`, `+${line.replace(JSON.stringify(before.title), JSON.stringify(title))}`])
    assert.deepEqual(readJson(file), { ...before, title })
  })

  it("starts a new Nepali event under its English event's file name, saving only the texts", async () => {
    const file = `data/${OVERLAY_DIR}/events/${removed}`
    assert.equal(exists(file), false)
    const { page, close } = await openEditor(`${events.name}/new`)
    await page.getByLabel(labelled(TRANSLATES_LABEL)).click()
    await page.getByRole("option", { name: path.basename(removed, ".json"), exact: true }).click()
    await page.getByLabel(labelled(TITLE_LABEL)).fill("नयाँ कार्यक्रम")
    await publish(page)
    await until(() => exists(file), "the new Nepali file")
    await close()
    assert.equal(repo.read(file), `${JSON.stringify({ title: "नयाँ कार्यक्रम" }, null, 2)}\n`)
  })

  it("fills in a page's empty Nepali file, in the English schema's order", async () => {
    const file = `data/${OVERLAY_DIR}/form.json`
    const [first, second] = formFields.filter((field) => field.widget === "string" || field.widget === "text") as [DecapField, DecapField]
    const { page, close } = await openEditor(`${NEPALI.name}/entries/${formEntry.name}`)
    await page.getByLabel(labelled(second.label)).fill("दोस्रो")
    await page.getByLabel(labelled(first.label)).fill("पहिलो")
    await publish(page)
    await until(() => repo.read(file).includes("दोस्रो"), "the Nepali page texts")
    await close()
    assert.equal(repo.read(file), `${JSON.stringify({ [first.name]: "पहिलो", [second.name]: "दोस्रो" }, null, 2)}\n`)

    // What the next build reads: the data check passes with the new Nepali files.
    assert.deepEqual(validateDataDir(path.join(repo.dir, "data"), { routes: new Set(siteRoutes(ROOT)) }), [])
  })
})
