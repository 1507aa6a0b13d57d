// The Nepali edition in the web editor at /admin/, with its local backend writing into a temporary git
// copy of data/ (see cms.test.ts): a translator edits a Nepali file and starts a new one, and each save
// writes only Nepali texts, in the English schema's order, into data/ne/ under the English file's name.
// A new one is offered only the English items without a Nepali file, read when the form opens.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { after, before, describe, it } from "node:test"
import type { Page } from "playwright-core"
import { decapConfig, NEPALI, TRANSLATES_FIELD, type DecapField } from "../../src/node/cms/decap-config"
import { OVERLAY_DIR } from "../../src/node/locales/overlay"
import { siteRoutes } from "../../src/node/routes"
import { validateDataDir } from "../../src/node/validate/validate-data"
import { useBrowser } from "../support/harness"
import { goToEntry, labelled, openEditor, publish, startEditorRepo, until, type EditorRepo } from "../support/cms"

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
const notices = config.collections.find((collection) => collection.folder === `data/${OVERLAY_DIR}/notices`)!
const noticeFields = notices.fields as DecapField[]
const englishNotices = config.collections.find((collection) => collection.folder === "data/notices")!
const englishNoticeFields = englishNotices.fields as DecapField[]
const nepaliNoticeNames = fs.readdirSync(path.join(DATA_DIR, OVERLAY_DIR, "notices")).filter((name) => name.endsWith(".json")).sort()
// One Nepali notice taken away (its English notice to be translated), one kept (never offered).
const [untranslatedNotice, translatedNotice] = nepaliNoticeNames as [string, string]
const formEntry = config.collections.find((collection) => collection.name === NEPALI.name)!.files!.find((file) => file.file === `data/${OVERLAY_DIR}/form.json`)!
const formFields = formEntry.fields as DecapField[]

let repo: EditorRepo
before(async () => {
  repo = await startEditorRepo()
  // A Nepali event not translated yet, and a page whose Nepali file holds nothing yet.
  repo.git("rm", "-q", `data/${OVERLAY_DIR}/events/${removed}`)
  repo.git("rm", "-q", `data/${OVERLAY_DIR}/notices/${untranslatedNotice}`)
  fs.mkdirSync(path.join(repo.dir, "data", OVERLAY_DIR), { recursive: true })
  fs.writeFileSync(path.join(repo.dir, "data", OVERLAY_DIR, "form.json"), "{}\n")
  repo.git("add", "-A")
  repo.git("commit", "-q", "-m", "a Nepali event to translate, an empty Nepali form page")
})
after(async () => {
  await repo.close()
})

const readJson = (file: string) => JSON.parse(repo.read(file)) as Record<string, unknown>
const exists = (file: string) => fs.existsSync(path.join(repo.dir, file))
const filesIn = (folder: string) => fs.readdirSync(path.join(repo.dir, folder)).sort()

/** How the English original of a new Nepali item is offered: its display fields, then its file name in brackets. */
function originalLabel(collection: typeof events, file: string): string {
  const translates = (collection.fields as DecapField[]).find((field) => field.name === TRANSLATES_FIELD)!
  const englishFolder = config.collections.find((candidate) => candidate.name === translates.collection)!.folder!
  const english = JSON.parse(fs.readFileSync(path.join(repo.dir, englishFolder, file), "utf8")) as Record<string, unknown>
  const name = (translates.display_fields as string[]).map((key) => english[key]).join(" ")
  return `${name} (${path.basename(file, ".json")})`
}

/** The English originals the open form offers, as their labels. */
async function offeredOriginals(page: Page, label: string): Promise<string[]> {
  await page.getByLabel(labelled(label)).click()
  await page.getByRole("option").first().waitFor()
  const options = await page.getByRole("option").allTextContents()
  await page.keyboard.press("Escape")
  return options
}

describe("the Nepali edition in the web editor", () => {
  it("changes a Nepali event's title, and only that line of its Nepali file", async () => {
    const file = `data/${OVERLAY_DIR}/events/${edited}`
    const before = readJson(file)
    const title = `${String(before.title)} (सम्पादित)`
    const { page, close } = await openEditor(repo, `${events.name}/entries/${path.basename(edited, ".json")}`)
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
    const { page, close } = await openEditor(repo, `${events.name}/new`)
    await page.getByLabel(labelled(TRANSLATES_LABEL)).click()
    await page.getByRole("option", { name: originalLabel(events, removed), exact: true }).click()
    await page.getByLabel(labelled(TITLE_LABEL)).fill("नयाँ कार्यक्रम")
    await publish(page)
    await until(() => exists(file), "the new Nepali file")
    await close()
    assert.equal(repo.read(file), `${JSON.stringify({ title: "नयाँ कार्यक्रम" }, null, 2)}\n`)
  })

  it("offers a new Nepali notice only the English notices without one, a notice published since the editor opened among them", async () => {
    const label = noticeFields.find((field) => field.name === TRANSLATES_FIELD)!.label
    const englishLabel = (name: string) => englishNoticeFields.find((field) => field.name === name)!.label
    const { page, close } = await openEditor(repo, `${notices.name}/new`)
    const before = await offeredOriginals(page, label)
    assert.deepEqual(before, [originalLabel(notices, untranslatedNotice)])
    await page.getByText(/Not listed: \d+ English items that have a Nepali translation already/).waitFor()

    // An English notice published in the same editor, after the Nepali list was read.
    const englishBefore = new Set(filesIn("data/notices"))
    await goToEntry(page, `${englishNotices.name}/new`)
    await page.getByLabel(labelled(englishLabel("title"))).fill("Library week")
    await page.getByLabel(labelled(englishLabel("date"))).fill("2027-01-15")
    await page.getByLabel(labelled(englishLabel("category"))).click()
    await page.getByRole("option", { name: String((englishNoticeFields.find((field) => field.name === "category")!.options as string[])[0]), exact: true }).click()
    await page.getByLabel(labelled(englishLabel("slug"))).fill("library-week")
    await page.getByLabel(labelled(englishLabel("summary"))).fill("Every class visits the library this week to borrow books and hear a story read aloud.")
    await page.locator('[data-slate-editor="true"]').click()
    await page.keyboard.type("Bring your library card.")
    await publish(page)
    await until(() => filesIn("data/notices").some((name) => !englishBefore.has(name)), "the new English notice")
    await page.getByRole("button", { name: "Published", exact: true }).waitFor()
    const added = filesIn("data/notices").find((name) => !englishBefore.has(name))!

    await goToEntry(page, `${notices.name}/new`)
    const after = await offeredOriginals(page, label)
    assert.deepEqual([...after].sort(), [originalLabel(notices, added), originalLabel(notices, untranslatedNotice)].sort())
    assert.equal(after.includes(originalLabel(notices, translatedNotice)), false)

    await page.getByLabel(labelled(label)).click()
    await page.getByRole("option", { name: originalLabel(notices, added), exact: true }).click()
    await page.getByLabel(labelled(noticeFields.find((field) => field.name === "title")!.label)).fill("पुस्तकालय सप्ताह")
    await publish(page)
    const file = `data/${OVERLAY_DIR}/notices/${added}`
    await until(() => exists(file), "the new Nepali notice")
    await page.getByRole("button", { name: "Published", exact: true }).waitFor()
    await close()
    assert.deepEqual(readJson(file), { title: "पुस्तकालय सप्ताह" })
    // Every Nepali notice under its English notice's name, and no "-1.json" beside one.
    assert.deepEqual(filesIn(`data/${OVERLAY_DIR}/notices`), [...nepaliNoticeNames.filter((name) => name !== untranslatedNotice), added].sort())
  })

  it("refuses a new Nepali notice whose English notice was translated meanwhile, saying so beside the field", async () => {
    const label = noticeFields.find((field) => field.name === TRANSLATES_FIELD)!.label
    const file = `data/${OVERLAY_DIR}/notices/${untranslatedNotice}`
    const { page, close } = await openEditor(repo, `${notices.name}/new`)
    await page.getByLabel(labelled(label)).click()
    await page.getByRole("option", { name: originalLabel(notices, untranslatedNotice), exact: true }).click()
    await page.getByLabel(labelled(noticeFields.find((field) => field.name === "title")!.label)).fill("दोस्रो अनुवाद")
    // Another translator's file arrives while this form is open; the list is read again on focus.
    const theirs = `${JSON.stringify({ title: "पहिलो अनुवाद" }, null, 2)}\n`
    fs.writeFileSync(path.join(repo.dir, file), theirs)
    await page.getByLabel(labelled(label)).focus()
    const refusal = page.getByText(`“${path.basename(untranslatedNotice, ".json")}” has a Nepali translation already`)
    await refusal.waitFor()
    await page.keyboard.press("Escape")
    await publish(page)
    await refusal.waitFor()
    // Long enough for a save that was not refused to reach the repository.
    await page.waitForTimeout(1000)
    await close()
    assert.equal(repo.read(file), theirs)
    assert.deepEqual(filesIn(`data/${OVERLAY_DIR}/notices`).filter((name) => name.startsWith(`${path.basename(untranslatedNotice, ".json")}-`)), [])
  })

  it("fills in a page's empty Nepali file, in the English schema's order", async () => {
    const file = `data/${OVERLAY_DIR}/form.json`
    const [first, second] = formFields.filter((field) => field.widget === "string" || field.widget === "text") as [DecapField, DecapField]
    const { page, close } = await openEditor(repo, `${NEPALI.name}/entries/${formEntry.name}`)
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
