// The staff page in both languages: reached from the footer and from the About page's team, it shows
// the departments and people in the data's order, what the school chose to show of each, and passes
// axe's WCAG 2.2 AA rules.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import AxeBuilder from "@axe-core/playwright"
import type aboutJson from "../../data/about.json"
import type staffJson from "../../data/staff.json"
import { LOCALES, localizedPath } from "../../src/lib/i18n/locales"
import { dataIn, fillIn, type site } from "../support/content"
import { DESKTOP, PHONE, hasHorizontalScroll, openPage, useBrowser, visit } from "../support/harness"

useBrowser()

type Staff = typeof staffJson
type Person = Staff["departments"][number]["people"][number] & { image?: string; email?: string; phone?: string }

for (const locale of LOCALES) {
  const staff = dataIn<Staff>("staff.json", locale)
  const about = dataIn<typeof aboutJson>("about.json", locale)
  const siteIn = dataIn<typeof site>("site.json", locale)
  const fill = fillIn(locale)
  const path = localizedPath("/staff/", locale)

  describe(`staff page in ${locale}`, () => {
    it("is linked from the footer and from the About page's team", async () => {
      const footerLink = siteIn.footer.quickLinks.find((link) => link.to === "/staff")
      assert.ok(footerLink, "data/site.json links /staff from the footer")
      const { page, close } = await openPage({ viewport: PHONE })
      await visit(page, localizedPath("/", locale))
      assert.equal(await page.getByRole("contentinfo").getByRole("link", { name: fill(footerLink.label), exact: true }).getAttribute("href"), path)
      await visit(page, localizedPath("/about/", locale))
      const team = page.getByRole("region", { name: fill(about.team.title) })
      await team.getByRole("link", { name: fill(about.team.staffLink.label) }).click()
      await page.waitForURL(`**${path}`)
      await page.getByRole("heading", { level: 1, name: fill(staff.heading) }).waitFor()
      await close()
    })

    it("shows the departments and their people in the data's order, each with what the school chose to show", async () => {
      const { page, errors, close } = await openPage({ viewport: PHONE })
      await visit(page, path)
      for (const department of staff.departments) {
        const section = page.getByRole("region", { name: fill(department.name) })
        assert.deepEqual(await section.locator("h3").allTextContents(), department.people.map((person) => person.name))
        for (const raw of department.people) {
          const person = raw as Person
          const card = section.locator("li").filter({ has: page.getByRole("heading", { level: 3, name: person.name, exact: true }) })
          const text = (await card.textContent()) ?? ""
          assert.ok(text.includes(fill(person.role)), `${person.name}: role`)
          for (const qualification of person.qualifications) assert.equal(text.includes(fill(qualification)), person.show.qualifications, `${person.name}: ${qualification}`)
          assert.equal(await card.locator("img[data-main-image]").count(), person.show.photo && person.image ? 1 : 0, `${person.name}: photo`)
          const links = await card.getByRole("link").evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))
          const contact = [person.email && `mailto:${person.email}`, person.phone && `tel:${person.phone.replace(/[^+\d]/g, "")}`].filter(Boolean)
          assert.deepEqual(links, person.show.contact ? contact : [], `${person.name}: contact`)
        }
      }
      // The links at the top lead to each department.
      const first = staff.departments[1]!
      await page.getByRole("navigation", { name: fill(staff.labels.departments) }).getByRole("link", { name: fill(first.name) }).click()
      await page.waitForURL(`**${path}#${first.id}`)
      assert.equal(await hasHorizontalScroll(page), false)
      assert.deepEqual(errors, [])
      await close()
    })

    it("meets axe's WCAG 2.2 A and AA rules at phone and desktop widths", async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, close } = await openPage({ viewport })
        await visit(page, path)
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze()
        assert.deepEqual(
          results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
          [],
          `${path} at ${viewport.width} px`,
        )
        await close()
      }
    })
  })
}
