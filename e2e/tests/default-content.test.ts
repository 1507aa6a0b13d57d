// The shipped default content, seen in the browser: checks that the built site still shows the original
// site's content (its addresses, counts, dates and wording). Every other browser test reads its expected
// values from data/, so it keeps passing when the content changes; only this file (and
// __tests__/default-content.test.tsx) fails then. A school that replaces the content with its own may
// delete both files.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import about from "../../data/about.json"
import college from "../../data/college.json"
import faculties from "../../data/faculties.json"
import home from "../../data/home.json"
import messages from "../../data/messages.json"
import { fill, site } from "../support/content"
import { BASE_URL, openPage, useBrowser, visit } from "../support/harness"

useBrowser()

describe("the original content in the browser", () => {
  it("shows 'We are Crest Academy' on /about/, three points under vision and mission, and the nine members", async () => {
    const { page, close } = await openPage()
    await visit(page, "/about/")
    assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), "We are Crest Academy")
    for (const statement of [about.vision, about.mission]) {
      assert.equal(await page.getByRole("region", { name: statement.title }).getByRole("listitem").count(), 3)
    }
    assert.equal(await page.getByRole("region", { name: about.team.title }).getByRole("listitem").count(), 9)
    await close()
  })

  it("names the school in the home h1, shows Wednesday 4 January 2023, and lists the four levels to join", async () => {
    const { page, close } = await openPage()
    await visit(page, "/")
    assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), "Crest Academy")
    const life = page.getByRole("region", { name: fill(home.life.title) })
    assert.equal((await life.locator(`time[datetime="${home.life.calendar.date}"]`).innerText()).replace(/\s+/g, " "), "Wednesday 4 January 2023")
    assert.equal(await page.getByRole("region", { name: fill(home.join.title) }).getByRole("article").count(), 4)
    assert.deepEqual(
      home.join.levels.map((level) => fill(level.to)),
      ["/Preschool", "/primary", "/middle", site.links.collegeSite],
    )
    assert.ok(home.why.cards.some((card) => card.to === "/about"), "a 'Why' card leads to /about")
    await close()
  })

  it("shows the seven reasons and the eight gallery pictures on /senior/", async () => {
    const { page, close } = await openPage()
    await visit(page, "/senior/")
    assert.equal(await page.getByRole("region", { name: fill(college.reasons.title), exact: true }).getByRole("listitem").count(), 7)
    const gallery = page.getByRole("region", { name: fill(college.gallery.title), exact: true })
    assert.equal(await gallery.getByRole("link", { name: college.gallery.labels.open }).count(), 8)
    await close()
  })

  it("has the four faculty pages at their original addresses", async () => {
    const { page, close } = await openPage()
    for (const [slug, name] of [
      ["science", "Science"],
      ["management", "Management"],
      ["law", "Law"],
      ["humanities", "Humanities"],
    ]) {
      const response = await visit(page, `/senior/courses/${slug}/`)
      assert.equal(response?.status(), 200, `/senior/courses/${slug}/`)
      await page.getByRole("heading", { level: 1, name, exact: true }).waitFor()
    }
    await close()
  })

  it("shows Optional Subjects for Management only", async () => {
    const withOptional = faculties.faculties.filter((faculty) => faculty.optionalSubjects.length > 0).map((faculty) => faculty.slug)
    assert.deepEqual(withOptional, ["management"])
    const { page, close } = await openPage()
    await visit(page, "/senior/courses/management/")
    await page.getByRole("heading", { level: 3, name: faculties.labels.optionalSubjects }).waitFor()
    await close()
  })

  it("shows the Primary Years page, canonical /primary/, for an unknown one-part address", async () => {
    const { page, close } = await openPage()
    const response = await visit(page, "/xyz")
    assert.equal(response?.status(), 404)
    await page.getByRole("heading", { level: 1, name: "Primary Years Curriculum" }).waitFor()
    assert.match((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "", /\/primary\/$/)
    await close()
  })

  it("replaces /preschool, /PRIMARY/, /Middle and /CREST-COLLEGE/ with the original addresses", async () => {
    for (const [asked, expected] of [
      ["/preschool", "/Preschool/"],
      ["/PRIMARY/", "/primary/"],
      ["/Middle", "/middle/"],
      ["/CREST-COLLEGE/", "/crest-college/"],
    ] as const) {
      const { page, close } = await openPage()
      await page.goto(asked)
      await page.waitForURL(`${BASE_URL}${expected}`)
      await close()
    }
  })

  it("says 'Unexpected Application Error!' on the error screen", () => {
    assert.equal(messages.errorScreen.title, "Unexpected Application Error!")
  })
})
