// The Content-Security-Policy as a school deploys it (deploy/nginx on a real nginx, which sends the
// whole policy as a header: scripts from the site's own files only): the interactions that load, frame, send or inject something run without
// one violation, and so do the office inbox, the 404 pages and the web editor under their own policies.
// Every route's first visit is held to the policy by the walk in every-route.test.ts.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import about from "../../data/about.json"
import admission from "../../data/admission-form.json"
import calendar from "../../data/calendar.json"
import curricula from "../../data/curricula.json"
import gallery from "../../data/gallery.json"
import { bsMonthInfo } from "../../src/lib/nepal-time/bs-month"
import { calendarMonthPath, CALENDAR_PATH } from "../../src/lib/calendar/paths"
import { extrasFor, policyCovers } from "../../src/lib/csp/path-extras"
import { LOCALES, localizedPath } from "../../src/lib/i18n/locales"
import { OFFICE_PATH } from "../../src/lib/office/paths"
import { categoryPath } from "../../src/lib/routes/category-paths"
import { fillValidAnswers } from "../support/admission-answers"
import { dismissible, FIXTURE, inside, serveAlertFixture } from "../support/alert-fixture"
import { fill, site } from "../support/content"
import { openPage, type OpenPageOptions, type TestPage, useBrowser, useNginx, visit } from "../support/harness"
import { assertStrictPagePolicy, pagePolicyText, type PolicyWatch, probe, watchPolicy } from "../support/policy"
import { PAGE_ROUTES } from "../support/routes"

useBrowser()

const server = useNginx()

type Watched = TestPage & PolicyWatch

/** A page through nginx that records every policy violation in any of its frames (support/policy.ts). */
async function watch(options: OpenPageOptions = {}): Promise<Watched> {
  const opened = await openPage({ ...options, baseURL: server.url })
  return { ...opened, ...(await watchPolicy(opened)) }
}

describe("the office inbox under the Content-Security-Policy, through nginx", () => {
  // Not a public page, so not in PAGE_ROUTES: its own, narrower policy in place of the site's.
  it(`${OFFICE_PATH}: no violation; it may talk to its own server only, and no script the build did not write runs`, async () => {
    const { page, refusals, close } = await watch()
    const response = await visit(page, OFFICE_PATH)
    assert.equal(response?.status(), 200)
    const policy = (await pagePolicyText(page)) ?? ""
    assert.match(policy, /(^|; )default-src 'none'(;|$)/)
    assert.match(policy, /(^|; )connect-src 'self'(;|$)/)
    assert.match(policy, /(^|; )script-src 'self'(;|$)/)
    assert.doesNotMatch(policy, /'unsafe-eval'|'strict-dynamic'/)
    // This nginx has no functions behind /api/: the page says the inbox cannot be reached, within policy.
    await page.getByRole("alert").waitFor()
    assert.deepEqual(await refusals(), [])
    assert.deepEqual(await probe(page), { inlineRuns: false, evalRuns: false })
    await close()
  })
})

describe("interactions under the Content-Security-Policy, through nginx", () => {
  it("the video facade: pressing play frames youtube-nocookie.com, which frame-src allows", async () => {
    const { page, refusals, close } = await watch()
    await visit(page, "/about/")
    const title = fill(about.video.title)
    await page.getByRole("button", { name: `${about.labels.playVideo}: ${title}` }).click()
    // No internet here: the frame's page fails to load, which is not a refusal by the policy.
    await page.locator(`iframe[title="${title}"]`).waitFor({ state: "attached" })
    assert.deepEqual(await refusals(), [])
    await close()
  })

  it("the admission form, framed by /form/, sends the answers", async () => {
    const { page, context, refusals, close } = await watch()
    // The site's own origin stands in for the form service, which connect-src names when data/ has one.
    const endpoint = `${server.url}/csp-test/applications`
    await context.addInitScript((url) => {
      ;(window as unknown as { __CREST_FORM_ENDPOINT__: string }).__CREST_FORM_ENDPOINT__ = url
    }, endpoint)
    const sent: string[] = []
    await context.route(endpoint, async (route) => {
      sent.push(route.request().method())
      await route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' })
    })
    await visit(page, "/form/")
    const form = page.frameLocator("iframe")
    await fillValidAnswers(form)
    await form.getByRole("button", { name: admission.submitLabel }).click()
    await form.getByRole("heading", { name: admission.success.title, level: 2 }).waitFor()
    assert.deepEqual(sent, ["POST"])
    assert.deepEqual(await refusals(), [])
    await close()
  })

  // The tests' own alerts (support/alert-fixture.ts), served as the build writes them into each page.
  it("dismissing an alert", async () => {
    const alert = dismissible
    const { page, context, refusals, close } = await watch()
    await serveAlertFixture(context, server.url)
    await context.clock.setFixedTime(inside(alert))
    await visit(page, "/about/")
    const item = page.getByRole("region", { name: fill(FIXTURE.regionLabel) }).locator(`[data-alert-id="${alert.id}"]`)
    await item.getByRole("button", { name: fill(FIXTURE.dismissLabel) }).click()
    await item.waitFor({ state: "hidden" })
    // On the next page the alerts' head script hides the dismissed alert before the page is drawn.
    await visit(page, "/")
    assert.deepEqual(await refusals(), [])
    await close()
  })

  it("the calendar moving the visitor to this month's page, then to the next month", async () => {
    const monthPages = PAGE_ROUTES.filter((route) => /^\/calendar\/\d{4}\/\d{2}\/$/.test(route))
    let moved = false
    for (const monthPage of [monthPages[0]!, monthPages[monthPages.length - 1]!]) {
      const [, year, month] = /(\d{4})\/(\d{2})/.exec(monthPage)!
      const info = bsMonthInfo({ year: Number(year), month: Number(month) })
      const { page, context, refusals, close } = await watch()
      await context.clock.setFixedTime(new Date(`${info.firstDay}T12:00:00+05:45`))
      await visit(page, CALENDAR_PATH)
      await page.getByRole("heading", { level: 2, name: new RegExp(`^${info.name} ${info.year}`) }).waitFor()
      if (new URL(page.url()).pathname === calendarMonthPath(info)) moved = true
      const nav = page.getByRole("navigation", { name: calendar.monthNavLabel })
      const step = nav.getByRole("link", { name: monthPage === monthPages[0] ? calendar.nextLabel : calendar.previousLabel })
      await step.click()
      await page.waitForURL((url) => url.pathname !== calendarMonthPath(info) && url.pathname !== CALENDAR_PATH)
      assert.deepEqual(await refusals(), [], monthPage)
      await close()
    }
    assert.ok(moved, "one of the first and last months is not the month /calendar/ was built in")
  })

  it("the language switch, both ways", async () => {
    const { page, refusals, close } = await watch()
    await visit(page, "/about/")
    // The bar's: a light page's HTML holds the closed Menu drawer's switch too.
    await page.locator("header a[data-language-switch]:visible").click()
    await page.waitForURL(`${server.url}${localizedPath("/about/", "ne")}`)
    await page.waitForSelector('html[lang="ne"]', { state: "attached" })
    await page.locator("header a[data-language-switch]:visible").click()
    await page.waitForURL(`${server.url}/about/`)
    assert.deepEqual(await refusals(), [])
    await close()
  })

  it("the photo viewer, opened from a shared link, moving on and closing", async () => {
    const album = gallery.albums[0]!
    const { page, refusals, close } = await watch()
    await visit(page, `/gallery/${album.slug}/?photo=1`)
    const dialog = page.getByRole("dialog")
    await dialog.getByRole("img", { name: fill(album.pictures[0]!.alt) }).waitFor()
    await page.keyboard.press("ArrowRight")
    await dialog.getByRole("img", { name: fill(album.pictures[1]!.alt) }).waitFor()
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    assert.deepEqual(await refusals(), [])
    await close()
  })

  it("the menu drawer, and a page reached through it", async () => {
    const { page, refusals, close } = await watch()
    await visit(page, "/")
    await page.getByRole("button", { name: site.navigation.menuLabel }).click()
    await page.getByRole("dialog").getByRole("link", { name: site.navigation.about.label }).click()
    await page.waitForURL(`${server.url}/about/`)
    assert.deepEqual(await refusals(), [])
    await close()
  })

  for (const locale of LOCALES) {
    const at = (path: string) => localizedPath(path, locale)
    it(`the 404 page in ${locale}: an address in another letter case goes to its page`, async () => {
      const path = categoryPath(curricula.categories[0]!.slug, site.brand)
      const otherCase = path.toUpperCase() !== path ? path.toUpperCase() : path.toLowerCase()
      const { page, refusals, close } = await watch()
      await visit(page, at(otherCase.replace(/\/$/, "")))
      await page.waitForURL(`${server.url}${at(path)}`)
      assert.deepEqual(await refusals(), [])
      await close()
    })

    for (const missing of ["/xyz", "/no/such/page/"]) {
      it(`the 404 page in ${locale} at ${missing}: no violation, and no script the build did not write runs`, async () => {
        const { page, refusals, close } = await watch()
        const response = await visit(page, at(missing))
        assert.equal(response?.status(), 404)
        await assertStrictPagePolicy(page)
        assert.deepEqual(await refusals(), [])
        assert.deepEqual(await probe(page), { inlineRuns: false, evalRuns: false })
        await close()
      })
    }
  }

  const widerPages = PAGE_ROUTES.filter((route) => Object.keys(extrasFor(route)).length > 0)
  it(
    "a page that needs more than the site's script policy is served with its own, and runs within it",
    { skip: widerPages.length > 0 ? false : "no page of this build needs more than the site's policy" },
    async () => {
      for (const route of widerPages) {
        const { page, refusals, close } = await watch()
        await visit(page, "/about/")
        assert.equal(policyCovers((await pagePolicyText(page)) ?? "", route), false, "the about page's policy is narrower")
        // Every move to another page is a page load, which brings that page's own policy.
        await visit(page, route)
        assert.equal(policyCovers((await pagePolicyText(page)) ?? "", route), true, route)
        await page.waitForSelector("html[data-hydrated]", { state: "attached" })
        assert.deepEqual(await refusals(), [], route)
        await close()
      }
    },
  )

  it("the web editor at /admin/ starts under its own policy, which alone allows eval", async () => {
    const { page, refusals, close } = await watch()
    // As online: the git host's sign-in, without the laptop's local backend.
    await page.route("**/admin/config.yml", async (route) => {
      const config = await route.fetch()
      await route.fulfill({ response: config, body: (await config.text()).replace(/^local_backend:\n( {2}.*\n)+/m, "") })
    })
    const response = await page.goto("/admin/")
    assert.match(response?.headers()["content-security-policy"] ?? "", /script-src 'self' 'unsafe-eval'/)
    await page.getByRole("button", { name: /Login with/ }).waitFor()
    assert.deepEqual(await refusals(), [])
    assert.equal((await probe(page)).inlineRuns, false)
    await close()
  })
})
