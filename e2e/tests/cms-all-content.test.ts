// The school can edit all of its site in the web editor: every entry of every collection, English and
// Nepali, opens in the editor and saves with nothing changed but the text typed, and no validation
// message; a notice with no picture and no attachment, an event, and an alert with no link can be
// created, and the build's data check accepts them. The editor writes through its local backend
// (decap-server) into a temporary git copy of data/ (see e2e/support/cms.ts), read back with git.
// Decap offers no Publish for an entry left as it was (and typing then deleting a letter counts as no
// change), so one text of each entry gets a mark typed at its end; once saved, the file without the mark
// must be the one in git. An entry with no text that may take a mark (only numbers and codes) gets one of
// its numbers moved by one instead, and put back the same way. CMS_TRACE=1 prints each entry's time.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { after, before, describe, it } from "node:test"
import type { Page } from "playwright-core"
import { decapConfig, type DecapCollection, type DecapField } from "../../src/node/cms/decap-config"
import { siteRoutes } from "../../src/node/routes"
import { validateDataDir } from "../../src/node/validate/validate-data"
import { useBrowser, type TestPage } from "../support/harness"
import { field, goToEntry, labelled, openEditor, publish, startEditorRepo, until, type EditorRepo } from "../support/cms"

useBrowser()

const ROOT = path.resolve(__dirname, "../..")
const DATA_DIR = path.join(ROOT, "data")
const config = decapConfig(DATA_DIR)

/** Typed at the end of one text of each entry, so that the editor has a change to publish. */
const MARK = "⁂"

interface Entry {
  /** The editor's address of the entry, after #/collections/. */
  route: string
  /** The file it is saved to, from the repository's root. */
  file: string
  fields: DecapField[]
}

function entriesOf(collection: DecapCollection): Entry[] {
  if (collection.files) {
    return collection.files.map((file) => ({ route: `${collection.name}/entries/${file.name}`, file: file.file, fields: file.fields }))
  }
  const folder = String(collection.folder)
  return fs
    .readdirSync(path.join(ROOT, folder))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({ route: `${collection.name}/entries/${path.basename(name, ".json")}`, file: `${folder}/${name}`, fields: collection.fields as DecapField[] }))
}

const ENTRIES = config.collections.flatMap(entriesOf)

/** The entry's fields by label, at any depth. */
function fieldsByLabel(fields: DecapField[]): Map<string, DecapField[]> {
  const byLabel = new Map<string, DecapField[]>()
  const walk = (list: DecapField[]) => {
    for (const field of list) {
      byLabel.set(field.label, [...(byLabel.get(field.label) ?? []), field])
      if (field.fields) walk(field.fields as DecapField[])
      if (field.field) walk([field.field as DecapField])
    }
  }
  walk(fields)
  return byLabel
}

/** Whether a text input labelled so may take the mark: every field of that label is a text that still passes its check. */
function takesMark(fields: DecapField[] | undefined, value: string): boolean {
  if (!fields) return false
  return fields.every((field) => {
    if (field.widget !== "string" && field.widget !== "text") return false
    const pattern = field.pattern as [string, string] | undefined
    return !pattern || new RegExp(pattern[0]).test(value + MARK)
  })
}

let repo: EditorRepo
let editor: TestPage
before(async () => {
  repo = await startEditorRepo()
  editor = await openEditor(repo, config.collections[0]!.name)
  // Leaving an entry that did not save asks whether to discard it: yes, and on to the next.
  editor.page.on("dialog", (dialog) => void dialog.accept())
  await editor.page.getByRole("heading", { name: "Collections" }).first().waitFor()
})
after(async () => {
  await editor?.close()
  await repo?.close()
})

/**
 * The first non-empty text shown that may take the mark, as its index among the page's text inputs.
 */
async function firstFreeText(page: Page, entry: Entry): Promise<number> {
  const byLabel = fieldsByLabel(entry.fields)
  const inputs = await page.locator('input[type="text"], textarea').evaluateAll((elements) =>
    elements.map((element) => {
      const input = element as HTMLInputElement
      const label = input.id ? document.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null
      return {
        label: label?.firstChild?.textContent?.trim() ?? "",
        value: input.value,
        usable: input.getClientRects().length > 0 && input.value.length > 0 && input.getAttribute("role") !== "combobox" && !input.disabled,
      }
    }),
  )
  return inputs.findIndex((input) => input.usable && takesMark(byLabel.get(input.label), input.value))
}

/** One change the editor can publish and the test can take back out of the saved file. */
interface Change {
  make: () => Promise<void>
  savedIn: (text: string) => boolean
  undoIn: (text: string) => string
}

/** The mark typed at the end of the entry's first free text, or else its first number moved by one. */
async function changeFor(page: Page, entry: Entry): Promise<Change> {
  let index = await firstFreeText(page, entry)
  // An entry whose texts all sit in a list of objects (the glossary) shows them folded: unfold it.
  const expand = page.getByRole("button", { name: "Expand", exact: true }).first()
  if (index < 0 && (await expand.count()) > 0) {
    await expand.click()
    index = await firstFreeText(page, entry)
  }
  if (index >= 0) {
    return {
      make: async () => {
        await page.locator('input[type="text"], textarea').nth(index).focus()
        await page.keyboard.press("Control+End")
        await page.keyboard.type(MARK)
      },
      savedIn: (text) => text.includes(MARK),
      undoIn: (text) => text.replace(MARK, ""),
    }
  }
  const number = page.locator('input[type="number"]').first()
  assert.ok((await number.count()) > 0, `${entry.route}: no text to mark and no number to move`)
  const [value, max] = await number.evaluate((input: HTMLInputElement) => [Number(input.value), input.max === "" ? Infinity : Number(input.max)])
  const moved = value + 1 <= max ? value + 1 : value - 1
  // The number as JSON writes it after its key; the file holds it once, or the test cannot put it back.
  const written = (amount: number) => new RegExp(`: ${amount}(?=[,\\s}])`, "g")
  return {
    make: () => number.fill(String(moved)),
    savedIn: (text) => (text.match(written(moved)) ?? []).length === 1,
    undoIn: (text) => text.replace(written(moved), `: ${value}`),
  }
}

describe("all of the site in the web editor", () => {
  it("saves every entry of every collection, in both languages, changing nothing but the text typed", async () => {
    const { page } = editor
    assert.ok(ENTRIES.length > 100, `every entry is listed (${ENTRIES.length})`)
    const failures: string[] = []
    for (const entry of ENTRIES) {
      const started = Date.now()
      const before = repo.read(entry.file)
      try {
        await goToEntry(page, entry.route)
        const change = await changeFor(page, entry)
        await change.make()
        await publish(page)
        await until(() => change.savedIn(repo.read(entry.file)), `${entry.file} to be saved`, page)
        await page.getByRole("button", { name: "Published", exact: true }).waitFor()
        // Without the change, the file is the one in git, byte for byte.
        fs.writeFileSync(path.join(repo.dir, entry.file), change.undoIn(repo.read(entry.file)))
        const diff = repo.git("diff", "--no-color", "--", entry.file)
        if (diff) failures.push(`${entry.route}:\n${diff}`)
      } catch (error) {
        failures.push(`${entry.route}: ${(error as Error).message}`)
      }
      fs.writeFileSync(path.join(repo.dir, entry.file), before)
      if (process.env.CMS_TRACE) console.log(`${entry.route} ${Date.now() - started} ms${failures.at(-1)?.startsWith(`${entry.route}:`) ? ` ${failures.at(-1)}` : ""}`)
    }
    assert.deepEqual(failures, [])
    assert.equal(repo.git("status", "--porcelain"), "")
    assert.deepEqual(editor.errors, [])
  })
})

const firstOption = (...path: [string, ...string[]]) => String((field(...path).options as unknown[])[0])

async function choose(page: Page, scope: Page | ReturnType<Page["locator"]>, label: string, option: string): Promise<void> {
  await scope.getByLabel(labelled(label)).click()
  await page.getByRole("option", { name: option, exact: true }).click()
}

function newFiles(): string[] {
  return repo
    .git("status", "--porcelain", "--untracked-files=all")
    .split("\n")
    .filter((line) => line.startsWith("?? "))
    .map((line) => line.slice(3))
}

const readJson = (file: string) => JSON.parse(repo.read(file)) as Record<string, unknown>
const DAY = "2027-01-15"

/** A new notice in the editor with every required field filled in. */
async function newNotice(page: Page, slug: string): Promise<void> {
  await goToEntry(page, "notice/new")
  await page.getByLabel(labelled(field("notice", "title").label)).fill(`Notice ${slug}`)
  await page.getByLabel(labelled(field("notice", "date").label)).fill(DAY)
  await choose(page, page, field("notice", "category").label, firstOption("notice", "category"))
  await page.getByLabel(labelled(field("notice", "slug").label)).fill(slug)
  await page.getByLabel(labelled(field("notice", "summary").label)).fill("Every class visits the library this week to borrow books and hear a story read aloud.")
  await page.locator('[data-slate-editor="true"]').click()
  await page.keyboard.type("Bring your library card.")
}

describe("new content in the web editor", () => {
  it("creates a notice with no picture and no attachment, an event, and an alert with no link, which the data check accepts", async () => {
    const { page } = editor
    const existing = new Set(newFiles())

    await newNotice(page, "library-week")
    await publish(page)
    await until(() => newFiles().some((file) => file.startsWith("data/notices/")), "the new notice", page)
    // Decap then moves to the saved entry's own address: only after that may the test go elsewhere.
    await page.getByRole("button", { name: "Published", exact: true }).waitFor()
    const notice = newFiles().find((file) => file.startsWith("data/notices/"))!
    assert.deepEqual(Object.keys(readJson(notice)).sort(), ["$schema", "body", "category", "date", "slug", "summary", "title"])

    await goToEntry(page, "event/new")
    await page.getByLabel(labelled(field("event", "title").label)).fill("Book fair")
    await page.getByLabel(labelled(field("event", "slug").label)).fill("book-fair")
    await choose(page, page, field("event", "category").label, firstOption("event", "category"))
    await page.getByLabel(labelled(field("event", "start").label)).fill(DAY)
    await publish(page)
    await until(() => newFiles().some((file) => file.startsWith("data/events/")), "the new event", page)
    await page.getByRole("button", { name: "Published", exact: true }).waitFor()

    await goToEntry(page, "alerts/entries/alerts")
    const alertsBefore = (readJson("data/alerts.json").alerts as unknown[]).length
    const alerts = page.locator('[aria-label="list field"]').filter({ has: page.locator("label", { hasText: labelled(field("alerts", "alerts").label) }) }).first()
    await alerts.getByRole("button", { name: /^Add/ }).last().click()
    const item = alerts.locator('[class*="listControlItem"]').last()
    await item.getByLabel(labelled(field("alerts", "alerts", "id").label)).fill("library-closed")
    await item.getByLabel(labelled(field("alerts", "alerts", "message").label)).fill("The library is closed today for stocktaking.")
    await choose(page, item, field("alerts", "alerts", "severity").label, firstOption("alerts", "alerts", "severity"))
    await item.getByLabel(labelled(field("alerts", "alerts", "starts").label)).fill(`${DAY}T08:00`)
    await item.getByLabel(labelled(field("alerts", "alerts", "ends").label)).fill(`${DAY}T16:00`)
    await publish(page)
    await until(() => (readJson("data/alerts.json").alerts as unknown[]).length > alertsBefore, "the new alert", page)
    const alert = (readJson("data/alerts.json").alerts as Array<Record<string, unknown>>).at(-1)!
    assert.equal(alert.id, "library-closed")
    assert.equal("link" in alert, false)

    assert.deepEqual(newFiles().filter((file) => !existing.has(file)).length, 2)
    // What the next build reads: the data check passes with the new content.
    assert.deepEqual(validateDataDir(path.join(repo.dir, "data"), { routes: new Set(siteRoutes(ROOT)) }), [])
    assert.deepEqual(editor.errors, [])
  })
})

describe("a notice's picture in the web editor", () => {
  const noticePictures = fs
    .readdirSync(path.join(DATA_DIR, "notices"))
    .map((name) => JSON.parse(fs.readFileSync(path.join(DATA_DIR, "notices", name), "utf8")) as { picture?: { image: string } })
    .flatMap((notice) => (notice.picture ? [notice.picture.image] : []))

  it("offers the site's pictures to a new notice, and asks for the alt text of a picture chosen without one", async () => {
    const { page } = editor
    const picture = noticePictures[0]!
    await newNotice(page, "picture-day")
    const group = page.locator(`#${await page.getByText(labelled(field("notice", "picture").label)).first().getAttribute("for")}`)
    await group.getByRole("button", { name: /choose an image/i }).click()
    await page.getByText(path.posix.basename(picture), { exact: true }).click()
    await page.getByRole("button", { name: "Choose selected" }).click()
    await publish(page)
    const missing = page.locator('[class*="ControlErrorsList"] li').filter({ hasText: new RegExp(`${field("notice", "picture", "alt").label} is required`, "i") })
    await missing.waitFor()
    assert.deepEqual(newFiles().filter((file) => file.includes("picture-day")), [])
    await group.getByLabel(labelled(field("notice", "picture", "alt").label)).fill("Children reading in the library")
    await page.getByText(/missed a required field/).waitFor({ state: "detached" })
    await publish(page)
    await until(() => newFiles().some((file) => file.endsWith("picture-day.json")), "the notice with a picture", page)
    const saved = readJson(newFiles().find((file) => file.endsWith("picture-day.json"))!)
    assert.deepEqual(saved.picture, { image: picture, alt: "Children reading in the library" })
  })
})
