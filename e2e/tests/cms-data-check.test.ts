// The web editor refuses, before saving, what the build's data check would refuse: the same check
// (src/node/validate/) runs in the editor's page over the content as built, with the entry being saved
// laid over it. Each rule the JSON Schemas alone cannot show the editor's form is run here through the
// editor's copy of the check and through the build's, on the same files: the problems must be the same.
// Then the office's view: Publish refused, the message beside the field, the file untouched.
import assert from "node:assert/strict"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { after, before, describe, it } from "node:test"
import { decapConfig, NEPALI, type DecapField } from "../../src/node/cms/decap-config"
import { OVERLAY_DIR } from "../../src/node/locales/overlay"
import { siteRoutes } from "../../src/node/routes"
import { validateDataDir } from "../../src/node/validate/validate-data"
import type { DataProblem } from "../../src/node/problems/describe"
import { hasHorizontalScroll, PHONE, useBrowser } from "../support/harness"
import { changedLines, field, labelled, openEditor, publish, startEditorRepo, until, type EditorRepo } from "../support/cms"

useBrowser()

const ROOT = path.resolve(__dirname, "../..")
const DATA_DIR = path.join(ROOT, "data")
type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const readData = (file: string): Json => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as Json
const text = (value: unknown) => JSON.stringify(value, null, 2) + "\n"
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

interface PendingFile {
  path: string
  text: string
}

const noticeFiles = fs.readdirSync(path.join(DATA_DIR, "notices")).filter((name) => name.endsWith(".json")).sort()
const noticeName = noticeFiles[0]!
const notice = readData(`data/notices/${noticeName}`)
const eventName = fs.readdirSync(path.join(DATA_DIR, "events")).filter((name) => name.endsWith(".json")).sort()[0]!
const event = readData(`data/events/${eventName}`)
const nepaliNotice = fs.readdirSync(path.join(DATA_DIR, OVERLAY_DIR, "notices")).filter((name) => name.endsWith(".json")).sort()[0]!
const documents = readData("data/documents.json")
const fees = readData("data/fees.json")
const alerts = readData("data/alerts.json")
const PDF = fs.readFileSync(path.join(DATA_DIR, String((documents.documents as Json[])[0]!.file)))
const alert = (id: string, starts: string, ends: string) => ({ id, message: "A message", severity: "info", starts, ends })

/** Each rule of the build that an entry's form cannot show by itself, broken by one save. */
const CASES: Array<{ rule: string; files: () => PendingFile[] }> = [
  {
    rule: "a notice that expires before it is published",
    files: () => [{ path: `data/notices/${noticeName}`, text: text({ ...notice, expires: dayBefore(String(notice.date)) }) }],
  },
  {
    rule: "a new notice at the address of another",
    files: () => [{ path: `data/notices/2099-01-01-${String(notice.slug)}.json`, text: text({ ...notice, date: "2099-01-01" }) }],
  },
  {
    rule: "an alert that ends before it starts",
    files: () => [{ path: "data/alerts.json", text: text({ ...alerts, alerts: [alert("ends-early", "2026-12-10T06:00:00+05:45", "2026-12-09T06:00:00+05:45")] }) }],
  },
  {
    rule: "two alerts with one id",
    files: () => {
      const twice = alert("twice", "2026-12-10T06:00:00+05:45", "2026-12-11T06:00:00+05:45")
      return [{ path: "data/alerts.json", text: text({ ...alerts, alerts: [twice, twice] }) }]
    },
  },
  {
    rule: "a fee table that no longer adds up to its total",
    files: () => {
      const tables = structuredClone(fees.tables) as Json[]
      tables[0]!.monthly[0].amount += 100
      return [{ path: "data/fees.json", text: text({ ...fees, tables }) }]
    },
  },
  {
    rule: "a document pointing at a missing PDF",
    files: () => {
      const list = structuredClone(documents.documents) as Json[]
      list[0]!.file = "files/no-such-file.pdf"
      return [{ path: "data/documents.json", text: text({ ...documents, documents: list }) }]
    },
  },
  {
    rule: "a document with a mistyped category",
    files: () => {
      const list = structuredClone(documents.documents) as Json[]
      list[0]!.category = `${String(list[0]!.category)}s`
      return [{ path: "data/documents.json", text: text({ ...documents, documents: list }) }]
    },
  },
  {
    rule: "a category renamed while documents still name it",
    files: () => {
      const categories = structuredClone(documents.categories) as Json[]
      categories[0]!.slug = `${String(categories[0]!.slug)}-renamed`
      return [{ path: "data/documents.json", text: text({ ...documents, categories }) }]
    },
  },
  {
    rule: "an event that ends before it starts",
    files: () => [{ path: `data/events/${eventName}`, text: text({ ...event, end: dayBefore(String(event.start)) }) }],
  },
  {
    rule: "an event renamed while a scholarship's date names it",
    files: () => {
      const scholarships = fs.readFileSync(path.join(DATA_DIR, "scholarships.json"), "utf8")
      const named = fs.readdirSync(path.join(DATA_DIR, "events")).find((name) => scholarships.includes(`"event": "${name.replace(/\.json$/, "")}"`))!
      const renamed = readData(`data/events/${named}`)
      return [{ path: `data/events/${named}`, text: text({ ...renamed, slug: `${String(renamed.slug)}-renamed` }) }]
    },
  },
  {
    rule: "a second Nepali translation of one notice",
    files: () => [
      { path: `data/${OVERLAY_DIR}/notices/${nepaliNotice.replace(/\.json$/, "-1.json")}`, text: fs.readFileSync(path.join(DATA_DIR, OVERLAY_DIR, "notices", nepaliNotice), "utf8") },
    ],
  },
]

/** The build's own verdict: data/ copied, the files written into it, the check run as gatsby-node runs it. */
function buildProblems(files: readonly PendingFile[]): DataProblem[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "crest-data-check-"))
  try {
    fs.cpSync(DATA_DIR, path.join(root, "data"), { recursive: true })
    fs.mkdirSync(path.join(root, "src"))
    fs.symlinkSync(path.join(ROOT, "src/pages"), path.join(root, "src/pages"))
    for (const file of files) fs.writeFileSync(path.join(root, file.path), file.text)
    return validateDataDir(path.join(root, "data"), { routes: new Set(siteRoutes(root)) })
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
}

const sortProblems = (problems: DataProblem[]) => [...problems].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))

let repo: EditorRepo
before(async () => {
  repo = await startEditorRepo()
})
after(async () => {
  await repo.close()
})

describe("the editor's copy of the data check", () => {
  it("finds what the build finds, for every rule across fields and files", async () => {
    assert.deepEqual(validateDataDir(DATA_DIR, { routes: new Set(siteRoutes(ROOT)) }), [], "the committed content passes the build's check")
    const { page, close } = await openEditor(repo, "documents")
    await page.waitForFunction(() => "crestDataCheck" in window)
    const snapshot = (await (await page.request.get("/admin/data-snapshot.json")).json()) as unknown
    for (const { rule, files } of CASES) {
      const pending = files()
      const expected = buildProblems(pending)
      assert.ok(expected.length > 0, `the build refuses ${rule}`)
      const found = await page.evaluate(
        ({ snapshot, pending }) => window.crestDataCheck.create(snapshot as never).problemsOf(pending),
        { snapshot, pending },
      )
      assert.deepEqual(sortProblems(found), sortProblems(expected), rule)
    }

    // What was saved in this editor counts for later saves: a second new notice at the first one's address is refused.
    const first = { path: "data/notices/2099-01-01-editor-session.json", text: text({ ...notice, date: "2099-01-01", slug: "editor-session", expires: undefined }) }
    const second = { path: "data/notices/2099-01-02-editor-session.json", text: text({ ...notice, date: "2099-01-02", slug: "editor-session", expires: undefined }) }
    const [beforeSave, afterSave] = await page.evaluate(
      ({ snapshot, first, second }) => {
        const check = window.crestDataCheck.create(snapshot as never)
        const alone = check.problemsOf([first])
        check.saved(first)
        return [alone, check.problemsOf([second])]
      },
      { snapshot, first, second },
    )
    assert.deepEqual(beforeSave, [])
    assert.deepEqual(afterSave.map((problem) => [problem.file, problem.field]), [[second.path, "slug"]])
    await close()
  })
})

const config = decapConfig(DATA_DIR)
const documentsEntry = config.collections.find((collection) => collection.files?.[0]?.file === "data/documents.json")!
const documentsList = documentsEntry.files![0]!.fields.find((field) => field.name === "documents")!
const CATEGORY_LABEL = (documentsList.fields as DecapField[]).find((field) => field.name === "category")!.label

describe("publishing what the build would refuse", () => {
  it("is refused with the build's message beside the field, and the file stays as it was", async () => {
    const before = repo.read("data/documents.json")
    const first = (documents.documents as Json[])[0]!
    const mistyped = `${String(first.category)}s`
    const [expected] = buildProblems([
      { path: "data/documents.json", text: text({ ...documents, documents: [{ ...first, category: mistyped }, ...(documents.documents as Json[]).slice(1)] }) },
    ])
    const { page, close } = await openEditor(repo, `${documentsEntry.name}/entries/${documentsEntry.files![0]!.name}`)
    const item = page.locator('[class*="listControlItem"]').filter({ hasText: String(first.title) }).first()
    await item.locator("button").first().click()
    await item.getByLabel(CATEGORY_LABEL, { exact: true }).fill(mistyped)
    await publish(page)
    const message = page.getByText(expected!.expected, { exact: false })
    await message.waitFor()
    assert.match((await message.textContent()) ?? "", new RegExp(`${expected!.found.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.$`))
    await page.waitForTimeout(1000)
    assert.equal(repo.read("data/documents.json"), before)
    assert.equal(await page.getByText("Entry saved").count(), 0)

    // Mended to another category that exists, the same save goes through.
    const other = (documents.categories as Json[]).map((category) => String(category.slug)).find((slug) => slug !== first.category)!
    const category = item.getByLabel(CATEGORY_LABEL, { exact: true })
    await category.fill("")
    await category.fill(other)
    await publish(page)
    await page.getByText("Entry saved").waitFor()
    assert.equal(await message.count(), 0)
    assert.equal((JSON.parse(repo.read("data/documents.json")) as Json).documents[0].category, other)
    await close()
  })
})

const nepaliAbout = config.collections.find((collection) => collection.name === NEPALI.name)!.files!.find((file) => file.file === `data/${OVERLAY_DIR}/about.json`)!
const HEADING_LABEL = nepaliAbout.fields.find((field) => field.name === "heading")!.label

describe("publishing a Nepali text the build would refuse", () => {
  it("is refused with the build's message, and the Nepali file stays as it was", async () => {
    const file = `data/${OVERLAY_DIR}/about.json`
    const before = repo.read(file)
    const nepali = readData(file)
    // A placeholder of the English text, mistyped: the page would show the braces.
    const mistyped = String(nepali.heading).replace(/\{([a-z]+)\}/i, (_, name: string) => `{${name.slice(0, -1)}}`)
    assert.notEqual(mistyped, nepali.heading, "the Nepali heading has a placeholder")
    const [expected] = buildProblems([{ path: file, text: text({ ...nepali, heading: mistyped }) }])
    const { page, close } = await openEditor(repo, `${NEPALI.name}/entries/${nepaliAbout.name}`)
    await page.getByLabel(labelled(HEADING_LABEL)).fill(mistyped)
    await publish(page)
    await page.getByText(expected!.expected, { exact: false }).waitFor()
    await page.waitForTimeout(1000)
    assert.equal(repo.read(file), before)
    await close()
  })
})

const noticeWithAttachment = noticeFiles.map((name) => ({ name, notice: readData(`data/notices/${name}`) })).find(({ notice }) => Array.isArray(notice.attachments) && notice.attachments.length > 0)!
const ATTACHMENTS_LABEL = field("notice", "attachments").label

describe("a PDF for a document", () => {
  it("uploads into data/files/ as a notice's attachment, and the file holds its new path", async () => {
    const { name, notice } = noticeWithAttachment
    const { page, close } = await openEditor(repo, `notice/entries/${name.replace(/\.json$/, "")}`, { waitForEntry: true })
    const attachments = page.locator('[aria-label="list field"]').filter({ has: page.locator("label", { hasText: labelled(ATTACHMENTS_LABEL) }) }).first()
    const expand = attachments.getByRole("button", { name: "Expand" }).first()
    if (await expand.isVisible()) await expand.click()
    const item = attachments.locator('[class*="listControlItem"]').first()
    if (!(await item.getByText("Choose different file").isVisible())) await item.locator("button").first().click()
    await item.getByText("Choose different file").click()
    await page.locator('input[type="file"]').setInputFiles({ name: "Notice Attachment.pdf", mimeType: "application/pdf", buffer: PDF })
    await page.getByText("notice-attachment.pdf", { exact: true }).waitFor()
    await page.getByRole("button", { name: "Choose selected" }).click()
    await publish(page)
    const old = String((notice.attachments as Json[])[0]!.file)
    const saved = `${path.posix.dirname(old)}/notice-attachment.pdf`
    await until(() => repo.read(`data/notices/${name}`).includes(saved), "the notice's new attachment to be saved")
    assert.deepEqual(changedLines(repo, `data/notices/${name}`).added, [`"file": "${saved}"`])
    assert.deepEqual(fs.readFileSync(path.join(repo.dir, "data/notices", saved)), PDF)
    await close()
  })

  it("uploads into data/files/ from the document's form on a phone, and a file that is not a PDF is refused", async () => {
    const first = (documents.documents as Json[])[0]!
    const { page, close } = await openEditor(repo, `${documentsEntry.name}/entries/${documentsEntry.files![0]!.name}`, { viewport: PHONE, isMobile: true })
    const item = page.locator('[class*="listControlItem"]').filter({ hasText: String(first.title) }).first()
    await item.locator("button").first().click()
    await item.getByText("Choose different file").click()
    const input = page.locator('input[type="file"]')
    await input.setInputFiles({ name: "Routine.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>not a pdf</html>") })
    await page.getByRole("alert").filter({ hasText: "contents are not a PDF" }).getByRole("button", { name: "Close this message" }).click()
    await input.setInputFiles({ name: "Upload Check É 1.PDF", mimeType: "application/pdf", buffer: PDF })
    await page.getByText("upload-check-e-1.pdf", { exact: true }).waitFor()
    const choose = page.getByRole("button", { name: "Choose selected" })
    assert.ok(await choose.isVisible())
    await choose.click()
    assert.equal(await hasHorizontalScroll(page), false)
    await publish(page)
    const saved = `${path.posix.dirname(String(first.file))}/upload-check-e-1.pdf`
    await until(() => repo.read("data/documents.json").includes(saved), "the document's new PDF to be saved")
    assert.deepEqual(fs.readFileSync(path.join(repo.dir, "data", saved)), PDF)
    assert.deepEqual(validateDataDir(path.join(repo.dir, "data"), { routes: new Set(siteRoutes(ROOT)) }), [])
    await close()
  })
})
