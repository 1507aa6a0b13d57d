// What a save in the web editor writes, as the office sees it (`npm run cms`): an edit undone right after
// publishing can be published, and puts the file back as it was; a one-word change in a notice's body (English or Nepali),
// in rich-text or in Markdown mode, changes that word and nothing else of the Markdown; a whole-number
// amount with decimals is refused with a message and nothing is saved; and a field's message ends with
// one full stop. The editor writes into a temporary git copy of data/ (see e2e/support/cms.ts).
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { after, before, describe, it } from "node:test"
import type { Locator, Page } from "playwright-core"
import { decapConfig } from "../../src/node/cms/decap-config"
import { OVERLAY_DIR } from "../../src/node/locales/overlay"
import { useBrowser } from "../support/harness"
import { changedLines, field, openEditor, publish, startEditorRepo, until, type EditorRepo } from "../support/cms"

useBrowser()

const ROOT = path.resolve(__dirname, "../..")
const DATA_DIR = path.join(ROOT, "data")

interface Notice {
  file: string
  slug: string
  body: string
}

/** The first notice whose body has a bullet list and a table: the Markdown Decap writes in its own way. */
const NOTICE: Notice = fs
  .readdirSync(path.join(DATA_DIR, "notices"))
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((name) => ({ file: `data/notices/${name}`, slug: path.basename(name, ".json"), body: (JSON.parse(fs.readFileSync(path.join(DATA_DIR, "notices", name), "utf8")) as { body: string }).body }))
  .find((notice) => /^- /m.test(notice.body) && /^\|/m.test(notice.body))!

/** Two words of the notice's body that occur once in it, in its paragraphs (not its lists or table). */
const ONCE = NOTICE.body
  .split("\n")
  .filter((line) => /^[A-Za-z]/.test(line))
  .flatMap((line) => line.match(/[A-Za-z]{5,}/g) ?? [])
  .filter((word, index, words) => words.indexOf(word) === index && NOTICE.body.split(word).length === 2 && !new RegExp(`[A-Za-z]${word}|${word}[A-Za-z]`).test(NOTICE.body))

/** The same for the Nepali edition: a Nepali notice with a list and a table, and its Devanagari words that occur once. */
const NEPALI_DIR = path.join(DATA_DIR, OVERLAY_DIR, "notices")
const NEPALI_NOTICE: Notice = fs
  .readdirSync(NEPALI_DIR)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((name) => ({ file: `data/${OVERLAY_DIR}/notices/${name}`, slug: path.basename(name, ".json"), body: String((JSON.parse(fs.readFileSync(path.join(NEPALI_DIR, name), "utf8")) as { body?: string }).body ?? "") }))
  .find((notice) => /^- /m.test(notice.body) && /^\|/m.test(notice.body))!
const NEPALI_ONCE = NEPALI_NOTICE.body
  .split("\n")
  .filter((line) => /^[\u0900-\u097F]/.test(line))
  .flatMap((line) => line.split(/[\s,।]+/))
  .filter((word) => /^[\u0900-\u097F]{4,}$/.test(word) && NEPALI_NOTICE.body.split(word).length === 2 && !new RegExp(`[\u0900-\u097F]${word}|${word}[\u0900-\u097F]`).test(NEPALI_NOTICE.body))
const NEPALI_NOTICES = decapConfig(DATA_DIR).collections.find((collection) => collection.folder === `data/${OVERLAY_DIR}/notices`)!.name

const FACULTY_TITLE = field("faculties", "faculties", "title").label
const faculty = (JSON.parse(fs.readFileSync(path.join(DATA_DIR, "faculties.json"), "utf8")) as { faculties: Array<{ name: string; title: string }> }).faculties[0]!
const SLUG = field("notice", "slug")

let repo: EditorRepo
before(async () => {
  repo = await startEditorRepo()
})
after(async () => {
  await repo.close()
})

/** Double-clicks a word inside the body's editor, as the office selects one, and types over it. */
async function retypeWord(page: Page, editor: Locator, word: string, replacement: string): Promise<void> {
  // The editor (Slate) takes the browser's selection when it has caught up, and may still be redrawing
  // (just after a switch of mode) when the word is found: a double-click that selected nothing is made
  // again, on the word where it is now, and the typing waits until the selection holds the word.
  for (let attempt = 1; ; attempt++) {
    const at = await editor.evaluate((element, target) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const index = node.textContent!.indexOf(target)
        if (index === -1) continue
        const range = document.createRange()
        range.setStart(node, index)
        range.setEnd(node, index + target.length)
        range.startContainer.parentElement!.scrollIntoView({ block: "center" })
        const box = range.getBoundingClientRect()
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      }
      throw new Error(`"${target}" is not in the editor`)
    }, word)
    await page.mouse.dblclick(at.x, at.y)
    const selected = await page
      .waitForFunction((target) => window.getSelection()?.toString().trim() === target, word, { timeout: 5_000 })
      .then(() => true, () => false)
    if (selected) break
    if (attempt === 4) throw new Error(`a double-click on "${word}" did not select it`)
  }
  await page.keyboard.type(replacement)
}

/** Every message shown under a field. */
function fieldMessages(page: Page): Promise<string[]> {
  return page.locator('[class*="ControlErrorsList"] li').allTextContents()
}

describe("saves in the web editor", () => {
  it("publishes an edit undone right after publishing, which puts the file back as it was", async () => {
    const { page, close } = await openEditor(repo, "faculties/entries/faculties", { waitForEntry: true })
    const item = page.locator('[class*="listControlItem"]').filter({ hasText: faculty.name }).first()
    await item.locator("button").first().click()
    const title = item.getByLabel(FACULTY_TITLE, { exact: true })
    const added = " (edited)"
    await title.focus()
    await page.keyboard.press("End")
    await page.keyboard.type(added)
    await publish(page)
    await until(() => repo.read("data/faculties.json").includes(faculty.title + added), "the edit to be saved")
    await page.getByRole("button", { name: "Published", exact: true }).waitFor()
    // The undo as the office does it: the typed text deleted again on the same screen.
    await title.focus()
    await page.keyboard.press("End")
    for (let count = 0; count < added.length; count++) await page.keyboard.press("Backspace")
    await publish(page)
    await until(() => !repo.read("data/faculties.json").includes(faculty.title + added), "the undone edit to be saved")
    assert.equal(repo.git("diff", "--no-color"), "")
    await close()
  })

  for (const mode of ["rich text", "Markdown"] as const) {
    it(`changes one word of a notice's body in ${mode} mode and nothing else of its Markdown`, async () => {
      assert.ok(NOTICE && ONCE.length >= 2, "a notice with a list, a table, and words that occur once")
      const word = mode === "rich text" ? ONCE[0]! : ONCE[1]!
      const replacement = word.toUpperCase()
      const { page, close } = await openEditor(repo, `notice/entries/${NOTICE.slug}`, { waitForEntry: true })
      if (mode === "Markdown") await page.getByText("Markdown", { exact: true }).click()
      const editor = page.locator('[data-slate-editor="true"]').first()
      await retypeWord(page, editor, word, replacement)
      await publish(page)
      await until(() => repo.read(NOTICE.file).includes(replacement), "the notice to be saved")
      const saved = (JSON.parse(repo.read(NOTICE.file)) as { body: string }).body
      assert.equal(saved, NOTICE.body.replace(word, replacement))
      const { removed, added } = changedLines(repo, NOTICE.file, { keepIndentation: true })
      assert.deepEqual([removed.length, added.length], [1, 1])
      assert.equal(added[0], removed[0]!.replace(word, replacement))
      fs.writeFileSync(path.join(repo.dir, NOTICE.file), repo.git("show", `HEAD:${NOTICE.file}`))
      await close()
    })
  }

  it("changes one word of a Nepali notice's body and nothing else of its Markdown", async () => {
    assert.ok(NEPALI_NOTICE && NEPALI_ONCE.length >= 1, "a Nepali notice with a list, a table, and a word that occurs once")
    const word = NEPALI_ONCE[0]!
    const replacement = "परिवर्तित"
    const { page, close } = await openEditor(repo, `${NEPALI_NOTICES}/entries/${NEPALI_NOTICE.slug}`, { waitForEntry: true })
    await retypeWord(page, page.locator('[data-slate-editor="true"]').first(), word, replacement)
    await publish(page)
    await until(() => repo.read(NEPALI_NOTICE.file).includes(replacement), "the Nepali notice to be saved")
    assert.equal((JSON.parse(repo.read(NEPALI_NOTICE.file)) as { body: string }).body, NEPALI_NOTICE.body.replace(word, replacement))
    const { removed, added } = changedLines(repo, NEPALI_NOTICE.file, { keepIndentation: true })
    assert.deepEqual([removed.length, added.length], [1, 1])
    fs.writeFileSync(path.join(repo.dir, NEPALI_NOTICE.file), repo.git("show", `HEAD:${NEPALI_NOTICE.file}`))
    await close()
  })

  it("refuses decimals in a fee's amount with a message, and saves nothing", async () => {
    const before = repo.git("status", "--porcelain")
    const { page, close } = await openEditor(repo, "fees/entries/fees", { waitForEntry: true })
    const amount = await feeAmount(page)
    const whole = Number(await amount.inputValue())
    await amount.fill(`${whole}.5`)
    await publish(page)
    // The amount's own message (the data check's, on the fee tables' list, names the amount too).
    const message = page.locator('[class*="ControlErrorsList"] li').filter({ hasText: `(not ${whole}.5)` })
    await message.waitFor()
    await page.waitForTimeout(1000)
    assert.equal(repo.git("status", "--porcelain"), before)
    for (const text of await fieldMessages(page)) assert.doesNotMatch(text, /\.\.$/, text)
    await close()
  })

  it("ends a pattern's message with one full stop", async () => {
    const { page, close } = await openEditor(repo, `notice/entries/${NOTICE.slug}`, { waitForEntry: true })
    await page.getByLabel(SLUG.label, { exact: true }).fill("Not A Slug")
    await publish(page)
    const expected = (SLUG.pattern as [string, string])[1]
    const message = page.locator('[class*="ControlErrorsList"] li').filter({ hasText: expected.replace(/\.$/, "") })
    await message.waitFor()
    const text = (await message.textContent())!
    assert.ok(text.endsWith(expected), text)
    assert.doesNotMatch(text, /\.\./)
    await close()
  })
})

/** The amount of the first one-time fee of the first fee table, unfolded from its lists. */
async function feeAmount(page: Page): Promise<Locator> {
  const amountLabel = field("fees", "tables", "oneTime", "amount").label
  const fees = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "fees.json"), "utf8")) as { tables: Array<{ name: string; oneTime: Array<{ name: string }> }> }
  const table = page.locator('[class*="listControlItem"]').filter({ hasText: fees.tables[0]!.name }).first()
  await table.locator("button").first().click()
  const fee = table.locator('[class*="listControlItem"]').filter({ hasText: fees.tables[0]!.oneTime[0]!.name }).first()
  await fee.locator("button").first().click()
  const amount = fee.getByLabel(amountLabel, { exact: true })
  await amount.waitFor()
  return amount
}
