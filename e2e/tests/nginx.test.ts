// The production server configuration (deploy/nginx) on a real nginx: headers, compression, 404s, and
// the site's key journeys with the Content-Security-Policy enforced and never violated. The serving
// rules are also asked of the school's server (dist/server.cjs, which the browser tests run against),
// which serves the built site by the same policy when nginx is not in front.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { describe, it } from "node:test"
import { IMMUTABLE, REVALIDATE } from "../../src/node/deploy/policy"
import { hasBrotli } from "../support/nginx"
import { BASE_URL, openPage, useBrowser, useNginx, visit } from "../support/harness"
import { dataIn, fill, fillIn, site } from "../support/content"
import { escapeRegExp } from "../support/home-content"
import { LANGUAGE_TAG, LOCALES, localizedPath } from "../../src/lib/i18n/locales"
import curricula from "../../data/curricula.json"
import faculties from "../../data/faculties.json"
import { categoryPath } from "../../src/lib/routes/category-paths"

useBrowser()

const server = useNginx()

const publicDir = path.resolve(__dirname, "../../public")

function firstFile(dir: string, pattern: RegExp): string {
  const name = fs
    .readdirSync(path.join(publicDir, dir), { recursive: true, encoding: "utf8" })
    .find((file) => pattern.test(file) && fs.statSync(path.join(publicDir, dir, file)).isFile())
  assert.ok(name, `no file like ${pattern} in public/${dir}`)
  return `${dir === "." ? "" : `/${dir}`}/${name}`
}

async function headAt(pathname: string, encoding = "identity", origin = server.url) {
  return fetch(origin + pathname, { redirect: "manual", headers: { "accept-encoding": encoding } })
}

const head = (pathname: string, encoding = "identity") => headAt(pathname, encoding)

function assertSecurityHeaders(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? ""
  assert.match(csp, /object-src 'none'/)
  // Scripts from the site's own files only: pages hold no inline script (e2e/tests/csp.test.ts).
  assert.match(csp, /(^|; )script-src 'self'(;|$)/)
  assert.doesNotMatch(csp, /(^|; )default-src /)
  assert.match(csp, /frame-ancestors 'self'/)
  assert.match(csp, /frame-src 'self' https:\/\/www\.youtube-nocookie\.com/)
  assert.doesNotMatch(csp, /unsafe-eval/)
  assert.equal(response.headers.get("x-content-type-options"), "nosniff")
  assert.equal(response.headers.get("referrer-policy"), "strict-origin-when-cross-origin")
  assert.match(response.headers.get("permissions-policy") ?? "", /camera=\(\)/)
}

for (const [name, host] of [
  ["nginx", server],
  ["the school's server", { url: BASE_URL }],
] as const) {
  describe(`${name} serving the production build`, () => {
    const head = (pathname: string, encoding = "identity") => headAt(pathname, encoding, host.url)

    it("revalidates pages and sends the security headers", async () => {
      const response = await head("/")
      assert.equal(response.status, 200)
      assert.equal(response.headers.get("cache-control"), REVALIDATE)
      assert.match(response.headers.get("content-type") ?? "", /text\/html/)
      assertSecurityHeaders(response)
    })

    it("names the Speculation Rules on pages, serves them in their type, and gives a page its own policy where it has one", async () => {
      for (const page of ["/", "/ne/about/", "/no/such/page/"]) {
        assert.equal((await head(page)).headers.get("speculation-rules"), '"/speculation-rules.json"', page)
      }
      const rules = await head("/speculation-rules.json")
      assert.equal(rules.status, 200)
      assert.match(rules.headers.get("content-type") ?? "", /^application\/speculationrules\+json/)
      assert.equal((await rules.json()).prefetch[0].eagerness, "moderate")
      for (const page of ["/search/", "/ne/search/"]) assert.match((await head(page)).headers.get("content-security-policy") ?? "", /(^|; )script-src 'self' 'wasm-unsafe-eval'(;|$)/, page)
      assert.match((await head("/office/")).headers.get("content-security-policy") ?? "", /^default-src 'none'; script-src 'self';/)
      const script = firstFile("scripts", /^main-[A-Z0-9]+\.js$/)
      assert.equal((await head(script)).headers.get("cache-control"), IMMUTABLE, script)
      assert.equal((await head(script)).headers.get("speculation-rules"), null, script)
    })

    it("serves the calendar feed and an event's file as text/calendar, revalidated", async () => {
      for (const file of ["/calendar.ics", firstFile("calendar/events", /\.ics$/)]) {
        const response = await head(file)
        assert.equal(response.status, 200, file)
        assert.match(response.headers.get("content-type") ?? "", /^text\/calendar/, file)
        assert.equal(response.headers.get("cache-control"), REVALIDATE, file)
        assert.match(await response.text(), /^BEGIN:VCALENDAR/, file)
      }
    })

    it("redirects a page without its trailing slash, keeping the host", async () => {
      const response = await head("/about")
      assert.equal(response.status, 301)
      assert.equal(response.headers.get("location"), "/about/")
    })

    it("revalidates page-data and app-data.json", async () => {
      for (const file of ["/page-data/index/page-data.json", "/page-data/app-data.json"]) {
        const response = await head(file)
        assert.equal(response.status, 200, file)
        assert.equal(response.headers.get("cache-control"), REVALIDATE, file)
        assertSecurityHeaders(response)
      }
    })

    it("caches hashed bundles, stylesheets and /static/ files for a year", async () => {
      const assets = [firstFile(".", /^app-[0-9a-f]+\.js$/), firstFile(".", /^styles\.[0-9a-f]+\.css$/)]
      assets.push(firstFile("static", /\.(webp|avif|jpg|png)$/))
      for (const asset of assets) {
        const response = await head(asset)
        assert.equal(response.status, 200, asset)
        assert.equal(response.headers.get("cache-control"), IMMUTABLE, asset)
        assertSecurityHeaders(response)
      }
    })

    it("compresses text with gzip, and brotli when the module is there", async () => {
      const script = firstFile(".", /^app-[0-9a-f]+\.js$/)
      assert.equal((await head(script, "gzip")).headers.get("content-encoding"), "gzip")
      assert.equal((await head("/", "gzip")).headers.get("content-encoding"), "gzip")
      if (hasBrotli()) assert.equal((await head(script, "br, gzip")).headers.get("content-encoding"), "br")
    })

    it("answers a missing page with status 404 and the product's 404 page", async () => {
      const response = await head("/no/such/page/")
      assert.equal(response.status, 404)
      assert.match(await response.text(), new RegExp(site.notFound.title))
    })
  })
}

for (const locale of LOCALES) {
  describe(`addresses without a page, in ${locale}, through nginx`, () => {
    const at = (path: string) => localizedPath(path, locale)
    const localCurricula = dataIn<typeof curricula>("curricula.json", locale)
    const localSite = dataIn<typeof site>("site.json", locale)
    const fillLocal = fillIn(locale)
    const fallback = localCurricula.categories.find((category) => category.slug === curricula.defaultCategory)!

    it("shows the default category for an unknown one-part address, with status 404", async () => {
      const { page, errors, close } = await openPage({ baseURL: server.url })
      const response = await visit(page, at("/xyz"))
      assert.equal(response?.status(), 404)
      await page.getByRole("heading", { level: 1, name: fillLocal(fallback.heading) }).waitFor()
      assert.equal(await page.getByRole("heading", { level: 1 }).count(), 1)
      assert.equal(await page.locator("html").getAttribute("lang"), LANGUAGE_TAG[locale])
      assert.deepEqual(errors, [])
      await close()
    })

    it("replaces a category in another letter case with its page in the same language", async () => {
      const { page, close } = await openPage({ baseURL: server.url })
      const path = categoryPath(curricula.categories[0]!.slug, site.brand)
      const otherCase = path.toUpperCase() !== path ? path.toUpperCase() : path.toLowerCase()
      await visit(page, at(otherCase.replace(/\/$/, "")))
      await page.waitForURL(`${server.url}${at(path)}`)
      await close()
    })

    it("shows the not-found page of its language for a deeper address, with status 404", async () => {
      const response = await head(at("/no/such/page/"))
      assert.equal(response.status, 404)
      const html = await response.text()
      assert.match(html, new RegExp(escapeRegExp(fillLocal(localSite.notFound.title))))
      assert.match(html, new RegExp(`<html[^>]* lang="${LANGUAGE_TAG[locale]}"`))
    })

    // "/" has no form without a slash; "/ne" has.
    if (at("/") !== "/") {
      it("redirects the language's home without its slash", async () => {
        const response = await fetch(`${server.url}${at("/").replace(/\/$/, "")}`, { redirect: "manual" })
        assert.equal(response.status, 301)
        assert.equal(response.headers.get("location"), at("/"))
      })
    }
  })
}

describe("key journeys under the Content-Security-Policy", () => {
  it("serves the web editor with its own policy, unindexed, and it starts under that policy", async () => {
    const response = await head("/admin/")
    assert.equal(response.status, 200)
    assert.match(response.headers.get("content-security-policy") ?? "", /script-src 'self' 'unsafe-eval'/)
    assert.equal(response.headers.get("x-robots-tag"), "noindex, nofollow")
    assert.equal(response.headers.get("cache-control"), REVALIDATE)
    assert.doesNotMatch((await head("/")).headers.get("content-security-policy") ?? "", /unsafe-eval/)

    const { page, close } = await openPage({ baseURL: server.url })
    const violations: string[] = []
    await page.exposeFunction("reportViolation", (text: string) => violations.push(text))
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
      ),
    )
    // As online: the git host's sign-in, without the laptop's local backend.
    await page.route("**/admin/config.yml", async (route) => {
      const config = await route.fetch()
      await route.fulfill({ response: config, body: (await config.text()).replace(/^local_backend:\n( {2}.*\n)+/m, "") })
    })
    await page.goto("/admin/")
    await page.getByRole("button", { name: /Login with/ }).waitFor()
    assert.deepEqual(violations, [])
    await close()
  })

  it("home with the advert, the menu to About, the footer to the form: no violation, no error", async () => {
    const { page, errors, close } = await openPage({ baseURL: server.url, firstVisit: true })
    const violations: string[] = []
    await page.exposeFunction("reportViolation", (text: string) => violations.push(text))
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${event.violatedDirective} blocked ${event.blockedURI}`,
        ),
      )
    })
    await visit(page, "/")
    await page.getByRole("button", { name: site.popup.closeLabel }).click()
    await page.getByRole("button", { name: site.navigation.menuLabel }).click()
    await page.getByRole("dialog").getByRole("link", { name: site.navigation.about.label }).click()
    await page.waitForURL(`${server.url}/about/`)
    await page.getByRole("contentinfo").getByRole("link", { name: site.footer.admissions.label, exact: true }).click()
    await page.waitForURL(`${server.url}${site.footer.admissions.to}/`)
    // The form page frames the school's own form page: allowed by frame-ancestors 'self'.
    await page.frameLocator("iframe").getByRole("heading", { level: 1 }).waitFor()
    const college = curricula.categories.find((category) => category.kind === "college")!
    const firstFaculty = `${faculties.basePath}/${faculties.faculties[0]!.slug}/`
    for (const route of [categoryPath(college.slug, site.brand), firstFaculty, categoryPath(curricula.defaultCategory, site.brand)]) {
      await visit(page, route)
    }
    await visit(page, "/no/such/page/")
    await page.getByRole("link", { name: fill(site.notFound.homeLabel) }).click()
    await page.waitForURL(`${server.url}/`)
    assert.deepEqual(violations, [])
    assert.deepEqual(errors.filter((error) => /Content Security Policy|Refused to/.test(error)), [])
    assert.deepEqual(errors, [])
    await close()
  })
})
