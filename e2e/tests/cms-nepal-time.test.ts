// The web editor in Nepal time on a computer set to another zone (UTC, New York): an alert's moment
// shows at Nepal's clock and a changed one is saved with Nepal's offset, changing that line only; a day's
// "Now" is Nepal's day; a new notice's file is named after its publish day and slug (CONTENT.md, "Post a
// notice"). The editor writes through its local backend into a temporary git copy of data/ (see
// e2e/support/cms.ts), with the alert tests' own alert in data/alerts.json, which the school's may not have.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { after, before, describe, it } from "node:test"
import type { Locator, Page } from "playwright-core"
import { NEPAL_OFFSET, nepalMoment } from "../../src/lib/nepal-time/day"
import { dismissible } from "../support/alert-fixture"
import { useBrowser } from "../support/harness"
import { changedLines, field, labelled, openEditor, publish, startEditorRepo, until, type EditorRepo } from "../support/cms"

useBrowser()

const NOTICES_DIR = path.resolve(__dirname, "../../data/notices")
interface Notice {
  title: string
  date: string
  category: string
  slug: string
  summary: string
}
const latestNotice = JSON.parse(fs.readFileSync(path.join(NOTICES_DIR, fs.readdirSync(NOTICES_DIR).sort().at(-1)!), "utf8")) as Notice
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60 * 1000
/** Zones where Nepal's clock is not the computer's: on UTC, and behind it with daylight saving. */
const ZONES = ["UTC", "America/New_York"]

let repo: EditorRepo
before(async () => {
  repo = await startEditorRepo()
  const alerts = JSON.parse(repo.read("data/alerts.json")) as { alerts: unknown[] }
  fs.writeFileSync(path.join(repo.dir, "data/alerts.json"), `${JSON.stringify({ ...alerts, alerts: [dismissible] }, null, 2)}\n`)
  repo.git("commit", "-q", "-am", "an alert to edit")
})
after(async () => {
  await repo.close()
})

/** The words beside a picker, which say whose clock it shows. */
async function zoneOf(page: Page, input: Locator): Promise<string> {
  const id = await input.getAttribute("aria-describedby")
  assert.ok(id, "the picker names the words that say its zone")
  return (await page.locator(`[id="${id}"]`).textContent()) ?? ""
}

/** The button beside a picker, as Decap's datetime widget marks it ("now-button", "clear-button"). */
const buttonBeside = (input: Locator, testId: string) => input.locator("xpath=..").getByTestId(testId)

describe("the web editor in Nepal time, on a computer in another zone", () => {
  for (const timezoneId of ZONES) {
    it(`shows and saves an alert's time in Nepal time, in ${timezoneId}`, async () => {
      const { page, close, errors } = await openEditor(repo, "alerts/entries/alerts", { timezoneId })
      assert.equal(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone), timezoneId)
      const item = page.locator('[class*="listControlItem"]').first()
      await item.locator("button").first().click()
      const starts = item.getByLabel(labelled(field("alerts", "alerts", "starts").label))
      // The alert starts at 06:00 in Nepal, written with Nepal's offset.
      const [day, time] = dismissible.starts.split(/T|:00\+/) as [string, string]
      assert.equal(dismissible.starts, nepalMoment(day, time))
      assert.equal(await starts.inputValue(), `${day}T${time}`)
      assert.equal(await zoneOf(page, starts), `Nepal time (UTC${NEPAL_OFFSET})`)

      const changed = nepalMoment(day, "07:30")
      await starts.fill(`${day}T07:30`)
      await publish(page)
      await until(() => repo.read("data/alerts.json").includes(changed), "the alert to be saved")
      assert.deepEqual(changedLines(repo, "data/alerts.json"), {
        removed: [`"starts": ${JSON.stringify(dismissible.starts)},`],
        added: [`"starts": ${JSON.stringify(changed)},`],
      })
      assert.deepEqual(errors, [])
      await close()
      repo.git("checkout", "-q", "--", "data/alerts.json")
    })

    it(`gives Nepal's day for Now, and names a new notice after its publish day and slug, in ${timezoneId}`, async () => {
      // 20:00 UTC today, when it is already tomorrow in Nepal and still today in UTC and New York.
      const today = new Date()
      const evening = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 20, 0)
      const nepalDay = new Date(evening + NEPAL_OFFSET_MS).toISOString().slice(0, 10)
      assert.notEqual(nepalDay, new Date(evening).toISOString().slice(0, 10))
      const { page, close, errors } = await openEditor(repo, "notice/new", { timezoneId, now: evening })

      const date = page.getByLabel(labelled(field("notice", "date").label))
      assert.equal(await zoneOf(page, date), "Day in Nepal")
      await buttonBeside(date, "now-button").click()
      assert.equal(await date.inputValue(), nepalDay)

      const slug = `${latestNotice.slug}-${timezoneId.toLowerCase().replace(/[^a-z]+/g, "-")}`
      await page.getByLabel(labelled(field("notice", "title").label)).fill(`${latestNotice.title} (${timezoneId})`)
      await date.fill(latestNotice.date)
      await page.getByLabel(labelled(field("notice", "category").label)).click()
      await page.getByRole("option", { name: latestNotice.category, exact: true }).click()
      await page.getByLabel(labelled(field("notice", "slug").label)).fill(slug)
      await page.getByLabel(labelled(field("notice", "summary").label)).fill(latestNotice.summary)
      await page.locator('[data-slate-editor="true"]').click()
      await page.keyboard.type(latestNotice.summary)
      await publish(page)
      const file = `data/notices/${latestNotice.date}-${slug}.json`
      const newNotices = () => repo.git("status", "--porcelain", "--untracked-files=all", "--", "data/notices").trim()
      await until(() => newNotices() !== "", "the new notice")
      assert.equal(newNotices(), `?? ${file}`)
      const saved = JSON.parse(repo.read(file)) as Notice
      assert.equal(saved.date, latestNotice.date)
      assert.equal(saved.slug, slug)
      assert.deepEqual(errors, [])
      await close()
      // Kept, so that the next zone's new notice is the only file git does not know.
      repo.git("add", "--", file)
      repo.git("commit", "-q", "-m", `notice made in ${timezoneId}`)
    })
  }
})
