// The pictures in the web editor: every picture already in an entry shows as its field's thumbnail
// (Decap's own thumbnail kept an empty 46-byte placeholder, see pictureThumbnailControl in
// src/admin/admin.js), and on a phone a picture can be chosen from the library and published without the
// page ever scrolling sideways. The editor writes through its local backend (decap-server) into a
// temporary git copy of data/ (see e2e/support/cms.ts), read back with git.
import assert from "node:assert/strict"
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { after, before, describe, it } from "node:test"
import type { Locator, Page } from "playwright-core"
import { decapConfig, NEPALI, type DecapCollection, type DecapField } from "../../src/node/cms/decap-config"
import { PHONE, useBrowser } from "../support/harness"
import { openEditor, startEditorRepo, until, type EditorRepo } from "../support/cms"

useBrowser()

const ROOT = path.resolve(__dirname, "../..")
const DATA_DIR = path.join(ROOT, "data")
const config = decapConfig(DATA_DIR)

/** An entry of the editor and the picture files its image fields hold, as data/ has them. */
interface PictureEntry {
  route: string
  pictures: string[]
}

function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex")
}

/** The values of every image field in a piece of data, walking the fields as the editor shows them. */
function pictureValues(data: unknown, fields: readonly DecapField[]): string[] {
  if (!data || typeof data !== "object" || Array.isArray(data)) return []
  const record = data as Record<string, unknown>
  return fields.flatMap((field) => {
    const value = record[field.name]
    if (field.widget === "image") return typeof value === "string" && value ? [value] : []
    if (field.widget === "object") return pictureValues(value, field.fields as DecapField[])
    if (field.widget !== "list" || !Array.isArray(value)) return []
    if (field.fields) return value.flatMap((item) => pictureValues(item, field.fields as DecapField[]))
    const itemField = field.field as DecapField | undefined
    return itemField ? value.flatMap((item) => pictureValues({ [itemField.name]: item }, [itemField])) : []
  })
}

/** The entry's picture files: a value is relative to the entry's file. */
function picturesOf(file: string, fields: readonly DecapField[]): string[] {
  const data = JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as unknown
  return pictureValues(data, fields).map((value) => path.join(path.dirname(file), value))
}

/** Of each English collection with an image field holding a picture: its file, or its first item that has one. */
function entriesWithPictures(collections: readonly DecapCollection[]): PictureEntry[] {
  const english = collections.filter((collection) => collection.name !== NEPALI.name && !collection.name.startsWith(`${NEPALI.name}-`))
  return english.flatMap((collection): PictureEntry[] => {
    if (collection.files) {
      return collection.files.flatMap((file) => {
        const pictures = picturesOf(file.file, file.fields)
        return pictures.length ? [{ route: `${collection.name}/entries/${file.name}`, pictures }] : []
      })
    }
    const folder = collection.folder as string
    const items = fs.readdirSync(path.join(ROOT, folder)).filter((name) => name.endsWith(".json")).sort()
    for (const name of items) {
      const pictures = picturesOf(path.posix.join(folder, name), collection.fields as DecapField[])
      if (pictures.length) return [{ route: `${collection.name}/entries/${name.replace(/\.json$/, "")}`, pictures }]
    }
    return []
  })
}

const ENTRIES = entriesWithPictures(config.collections)

interface Thumbnail {
  hash: string
  bytes: number
  decoded: boolean
}

/** The pictures the form shows, read back from the browser as bytes. */
async function thumbnails(images: Locator): Promise<Thumbnail[]> {
  return images.evaluateAll((elements) =>
    Promise.all(
      elements.map(async (element) => {
        const image = element as HTMLImageElement
        const bytes = await (await fetch(image.src)).arrayBuffer()
        const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))
        return {
          hash: Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join(""),
          bytes: bytes.byteLength,
          decoded: image.complete && image.naturalWidth > 0,
        }
      }),
    ),
  )
}

/** Waits until the form shows `count` thumbnails, all decoded, and none of them Decap's empty placeholder. */
async function loadedThumbnails(images: Locator, placeholderBytes: number, count: number): Promise<Thumbnail[]> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const shown = await thumbnails(images)
    if (shown.length === count && shown.every((thumbnail) => thumbnail.decoded && thumbnail.bytes !== placeholderBytes)) return shown
    if (Date.now() > deadline) {
      const placeholders = shown.filter((thumbnail) => thumbnail.bytes === placeholderBytes).length
      assert.fail(`${shown.length} thumbnails of ${count} shown, ${placeholders} of them the empty placeholder`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

// Decap's stand-in while a picture is loading (actions/media.js in decap-cms-core): an empty SVG.
const PLACEHOLDER_BYTES = Buffer.byteLength('<svg xmlns="http://www.w3.org/2000/svg"></svg>')

let repo: EditorRepo
before(async () => {
  repo = await startEditorRepo()
})
after(async () => {
  await repo.close()
})

/** The form's thumbnails: the preview pane is a frame of its own, the picture library a dialog. */
function formThumbnails(page: Page): Locator {
  return page.locator('[class*="ControlPaneContainer"] img')
}

describe("pictures in the web editor", () => {
  it("finds entries with pictures in data/ to check", () => {
    assert.ok(ENTRIES.length >= 6, `entries with pictures: ${ENTRIES.map((entry) => entry.route).join(", ")}`)
    for (const entry of ENTRIES) {
      for (const picture of entry.pictures) assert.ok(fs.existsSync(path.join(ROOT, picture)), `${entry.route}: ${picture} exists`)
    }
  })

  for (const entry of ENTRIES) {
    it(`shows each picture of ${entry.route} in its field`, async () => {
      const { page, close } = await openEditor(repo, entry.route)
      const shown = await loadedThumbnails(formThumbnails(page), PLACEHOLDER_BYTES, entry.pictures.length)
      const expected = entry.pictures.map((picture) => sha256(fs.readFileSync(path.join(ROOT, picture)))).sort()
      assert.deepEqual(shown.map((thumbnail) => thumbnail.hash).sort(), expected)
      await close()
    })
  }

  it("on a phone, chooses a picture from the library and publishes it, the page never wider than the screen", async () => {
    const collection = config.collections.find((candidate) => candidate.name === "faculties")!
    const file = collection.files![0]!
    const listField = file.fields.find((field) => field.name === "faculties")!
    const itemFields = listField.fields as DecapField[]
    const imageField = itemFields.find((field) => field.widget === "image")!
    const labelOf = (name: string) => itemFields.find((field) => field.name === name)!.label
    const faculties = JSON.parse(fs.readFileSync(path.join(ROOT, file.file), "utf8")) as { faculties: Array<Record<string, string>> }
    const faculty = faculties.faculties[0]!
    const current = faculty[imageField.name]!
    const folder = path.join(ROOT, "data", path.dirname(current))
    const other = fs.readdirSync(folder).sort().find((name) => name !== path.basename(current))!
    const chosen = path.posix.join(path.posix.dirname(current), other)

    const opened = await openEditor(repo, `${collection.name}/entries/${file.name}`, { viewport: PHONE, isMobile: true })
    const { page } = opened

    const checkFits = async (where: string, buttons: Locator[] = []) => {
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }))
      assert.equal(widths.window, PHONE.width, `${where}: the layout is the screen's width`)
      assert.ok(widths.page <= widths.window, `${where}: the page is ${widths.page}px wide on a ${widths.window}px screen`)
      for (const button of buttons) {
        const box = await button.boundingBox()
        assert.ok(box, `${where}: a button is shown`)
        assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width && box.y >= 0 && box.y + box.height <= PHONE.height, `${where}: ${await button.textContent()} is inside the screen`)
      }
    }

    const item = page.locator('[class*="listControlItem"]').filter({ hasText: faculty.name! }).first()
    await item.locator("button").first().click()
    await item.getByLabel(labelOf("title"), { exact: true }).waitFor()
    await checkFits("the entry")
    const choose = item.getByText("Choose different image")
    await choose.scrollIntoViewIfNeeded()
    await checkFits("the entry at its picture", [choose])
    await choose.click()

    const library = page.getByRole("dialog")
    const card = library.getByText(other, { exact: true })
    await card.waitFor()
    // The library shows the folder's own pictures, not placeholders.
    const cards = await loadedThumbnails(library.locator("img"), PLACEHOLDER_BYTES, fs.readdirSync(folder).length)
    assert.deepEqual(cards.map((thumbnail) => thumbnail.hash).sort(), fs.readdirSync(folder).map((name) => sha256(fs.readFileSync(path.join(folder, name)))).sort())
    await card.click()
    const chooseSelected = library.getByRole("button", { name: "Choose selected" })
    await checkFits("the picture library", [library.getByText("Upload", { exact: true }), chooseSelected])
    await chooseSelected.click()
    await library.waitFor({ state: "hidden" })

    const [thumbnail] = await loadedThumbnails(item.locator("img"), PLACEHOLDER_BYTES, 1)
    assert.equal(thumbnail!.hash, sha256(fs.readFileSync(path.join(folder, other))))
    const publish = page.getByRole("button", { name: "Publish", exact: true })
    await checkFits("the entry with the new picture", [publish])
    await publish.click()
    const publishNow = page.getByText("Publish now", { exact: true })
    await checkFits("the publish menu", [publishNow])
    await publishNow.click()
    // Waited for in git's diff, which the assertions below read, not in the file's text: a read of the
    // new text once came before git saw the change.
    await until(() => repo.git("diff", "-U0", "--no-color", "--", file.file).includes(JSON.stringify(chosen)), "the picture to be saved")
    await checkFits("the published entry")
    await opened.close()

    const diff = repo.git("diff", "-U0", "--no-color", "--", file.file).split("\n")
    const line = fs.readFileSync(path.join(ROOT, file.file), "utf8").split("\n").find((candidate) => candidate.includes(JSON.stringify(current)))!
    assert.deepEqual(
      diff.filter((changed) => /^[-+](?![-+]{2})/.test(changed)),
      [`-${line}`, `+${line.replace(JSON.stringify(current), JSON.stringify(chosen))}`],
    )
    assert.deepEqual(repo.git("status", "--porcelain").split("\n").filter(Boolean), [` M ${file.file}`])
  })
})
