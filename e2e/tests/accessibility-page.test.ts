// The accessibility page in both languages: reached from the footer, it says how to report a problem
// with the school's own email and phone as links, and passes axe's WCAG 2.2 AA rules itself.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import AxeBuilder from "@axe-core/playwright"
import type accessibilityJson from "../../data/accessibility.json"
import { LOCALES, localizedPath } from "../../src/lib/i18n/locales"
import { toLocaleDigits } from "../../src/lib/i18n/digits"
import { dataIn, fillIn, site } from "../support/content"
import { DESKTOP, PHONE, hasHorizontalScroll, openPage, useBrowser, visit } from "../support/harness"

useBrowser()

type Accessibility = typeof accessibilityJson

for (const locale of LOCALES) {
  const page = dataIn<Accessibility>("accessibility.json", locale)
  const siteIn = dataIn<typeof site>("site.json", locale)
  const fill = fillIn(locale)
  const path = localizedPath("/accessibility/", locale)
  const footerLink = siteIn.footer.quickLinks.find((link) => link.to === "/accessibility")

  describe(`accessibility page in ${locale}`, () => {
    it("is linked from the footer and shows the data's sections, the contact and the answer time", async () => {
      assert.ok(footerLink, "data/site.json links /accessibility from the footer")
      const { page: tab, errors, close } = await openPage({ viewport: PHONE })
      await visit(tab, localizedPath("/", locale))
      await tab.getByRole("contentinfo").getByRole("link", { name: fill(footerLink.label), exact: true }).click()
      await tab.waitForURL(`**${path}`)
      await tab.getByRole("heading", { level: 1, name: fill(page.heading) }).waitFor()
      for (const section of page.sections) await tab.getByRole("heading", { level: 2, name: fill(section.heading) }).waitFor()
      const report = tab.getByRole("region", { name: fill(page.report.heading) })
      assert.equal(await report.getByRole("link", { name: site.email }).getAttribute("href"), `mailto:${site.email}`)
      const phone = site.phones[0]!
      assert.equal(await report.getByRole("link", { name: phone }).getAttribute("href"), `tel:${phone.replace(/[^+\d]/g, "")}`)
      const answer = fill(page.report.answer).replace("{days}", toLocaleDigits(page.report.answerDays, locale))
      await report.getByText(answer).waitFor()
      assert.equal(await hasHorizontalScroll(tab), false)
      assert.deepEqual(errors, [])
      await close()
    })

    it("meets axe's WCAG 2.2 A and AA rules at phone and desktop widths", async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page: tab, close } = await openPage({ viewport })
        await visit(tab, path)
        const results = await new AxeBuilder({ page: tab }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze()
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
