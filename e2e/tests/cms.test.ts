// The web editor at /admin/ as a staff member uses it on a laptop (`npm run cms`): Decap CMS with its
// local backend (decap-server) writing into a temporary git copy of data/. What a save changes is read
// back with git. A rebuild of the site would take minutes here, so after saving the test runs the
// build's own data check on the edited files and reads the edited JSON, which is what a rebuild uses.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { after, before, describe, it } from "node:test"
import type { Locator, Page } from "playwright-core"
import { readCmsSettings, type DecapField } from "../../src/node/cms/decap-config"
import { siteRoutes } from "../../src/node/routes"
import { validateDataDir } from "../../src/node/validate/validate-data"
import { useBrowser } from "../support/harness"
import { changedLines, field, openEditor, publish, startEditorRepo, until, type EditorRepo } from "../support/cms"

useBrowser()

const ROOT = path.resolve(__dirname, "../..")
const DATA_DIR = path.join(ROOT, "data")
const faculties = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "faculties.json"), "utf8")) as { faculties: Array<{ name: string; title: string; image: string }> }
const site = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "site.json"), "utf8")) as { phones: string[] }
const faculty = faculties.faculties[0]!
const PICTURE = fs.readFileSync(path.join(DATA_DIR, "images/logo.png"))

const TITLE_LABEL = field("faculties", "faculties", "title").label
const PHONES = field("site", "phones")
const PHONE_LABEL = (PHONES.field as DecapField).label

let repo: EditorRepo
before(async () => {
  repo = await startEditorRepo()
})
after(async () => {
  await repo.close()
})

/** The faculty's entry in the list, opened. */
async function openFaculty(page: Page): Promise<Locator> {
  const item = page.locator('[class*="listControlItem"]').filter({ hasText: faculty.name }).first()
  await item.locator("button").first().click()
  await item.getByLabel(TITLE_LABEL, { exact: true }).waitFor()
  return item
}

/** The lines of a data file holding each old value, before and after it is replaced by the new one. */
function expectedChange(file: string, changes: Array<[string, string]>): { removed: string[]; added: string[] } {
  const lines = fs.readFileSync(path.join(ROOT, file), "utf8").split("\n")
  const touched = changes.map(([old, next]) => {
    const line = lines.find((candidate) => candidate.includes(JSON.stringify(old)))!
    return [line.trim(), line.replace(JSON.stringify(old), JSON.stringify(next)).trim()]
  })
  return { removed: touched.map(([old]) => old!), added: touched.map(([, next]) => next!) }
}

describe("the web editor", () => {
  const newTitle = `${faculty.title} (edited)`
  const newPhone = site.phones[0]!.replace(/\d$/, (digit) => String((Number(digit) + 5) % 10))

  it("saves a faculty's title, the school's phone and a new picture, changing exactly those lines", async () => {
    const facultyPage = await openEditor(repo, "faculties/entries/faculties")
    const { page } = facultyPage
    const item = await openFaculty(page)
    await item.getByLabel(TITLE_LABEL, { exact: true }).fill(newTitle)
    await item.getByText("Choose different image").click()
    await page.locator('input[type="file"]').setInputFiles({ name: "Lab Day É 1.PNG", mimeType: "image/png", buffer: PICTURE })
    await page.getByText("lab-day-e-1.png").waitFor()
    await page.getByRole("button", { name: "Choose selected" }).click()
    // The preview pane shows the entry in the site's own font.
    const preview = page.frames().find((frame) => frame !== page.mainFrame())
    assert.ok(preview, "a preview pane")
    assert.match(await preview.evaluate(() => getComputedStyle(document.body).fontFamily), /^"?Lato"?,/)
    await publish(page)
    await until(() => repo.read("data/faculties.json").includes(newTitle), "the faculty to be saved")
    await facultyPage.close()

    const sitePage = await openEditor(repo, "site/entries/site")
    const phones = sitePage.page.locator('[aria-label="list field"]').filter({ has: sitePage.page.locator("label", { hasText: new RegExp(`^${PHONES.label}$`) }) }).first()
    const expand = phones.getByRole("button", { name: "Expand" }).first()
    if (await expand.isVisible()) await expand.click()
    const phone = phones.getByLabel(PHONE_LABEL, { exact: true }).first()
    if (!(await phone.isVisible())) await phones.locator('[class*="listControlItem"] button').first().click()
    assert.equal(await phone.inputValue(), site.phones[0])
    await phone.fill(newPhone)
    await publish(sitePage.page)
    await until(() => repo.read("data/site.json").includes(newPhone), "the phone to be saved")
    await sitePage.close()

    const picture = path.posix.join(path.posix.dirname(faculty.image), "lab-day-e-1.png")
    assert.deepEqual(
      changedLines(repo, "data/faculties.json"),
      expectedChange("data/faculties.json", [
        [faculty.title, newTitle],
        [faculty.image, picture],
      ]),
    )
    assert.deepEqual(changedLines(repo, "data/site.json"), expectedChange("data/site.json", [[site.phones[0]!, newPhone]]))
    const status = repo.git("status", "--porcelain").split("\n").filter(Boolean)
    assert.deepEqual(status.sort(), [" M data/faculties.json", " M data/site.json", `?? data/${picture}`].sort())
    assert.deepEqual(fs.readFileSync(path.join(repo.dir, "data", picture)), PICTURE)

    // What the next build reads: the data check passes, and the JSON holds the new values.
    assert.deepEqual(validateDataDir(path.join(repo.dir, "data"), { routes: new Set(siteRoutes(ROOT)) }), [])
    const saved = JSON.parse(repo.read("data/faculties.json")) as typeof faculties
    assert.equal(saved.faculties[0]!.title, newTitle)
    assert.equal(saved.faculties[0]!.image, picture)
    assert.equal((JSON.parse(repo.read("data/site.json")) as typeof site).phones[0], newPhone)
  })

  it("refuses an empty required title with a message, and leaves the file as it was", async () => {
    const before = repo.read("data/faculties.json")
    const { page, close } = await openEditor(repo, "faculties/entries/faculties")
    const item = await openFaculty(page)
    await item.getByLabel(TITLE_LABEL, { exact: true }).fill("")
    await publish(page)
    await item.getByText(new RegExp(`${TITLE_LABEL} is required`, "i")).waitFor()
    await page.waitForTimeout(1000)
    assert.equal(repo.read("data/faculties.json"), before)
    await close()
  })

  it("refuses a file that is not a JPEG, PNG or WebP picture, or is too large, saying why", async () => {
    const before = repo.git("status", "--porcelain")
    const { page, close } = await openEditor(repo, "faculties/entries/faculties")
    const item = await openFaculty(page)
    await item.getByText("Choose different image").click()
    const input = page.locator('input[type="file"]')
    await input.setInputFiles({ name: "animation.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a\u0001\u0000\u0001\u0000") })
    const message = page.getByRole("alert").filter({ hasText: "This file was not uploaded" })
    await message.filter({ hasText: "is not a JPEG, PNG or WebP picture" }).waitFor()
    await message.getByRole("button", { name: "Close this message" }).click()
    const limit = readCmsSettings(DATA_DIR).maxImageKb * 1024
    const big = Buffer.concat([PICTURE, Buffer.alloc(limit + 1 - PICTURE.length)])
    await input.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: big })
    await message.filter({ hasText: "Pictures may be at most" }).waitFor()
    await page.waitForTimeout(500)
    assert.equal(repo.git("status", "--porcelain"), before)
    await close()
  })
})
