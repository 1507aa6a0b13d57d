// The web editor stays apart from the public site: no public page asks for any of its files, the
// site's own scripts hold none of it, and it is neither in the sitemap nor indexable.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { describe, it } from "node:test"
import { EDITOR_PATH } from "../../src/node/deploy/policy"
import { BASE_URL, openPage, useBrowser, visit } from "../support/harness"
import { NOT_FOUND_ROUTE, PAGE_ROUTES, oneRoutePerShape } from "../support/routes"

useBrowser()

const publicDir = path.resolve(__dirname, "../../public")

function htmlFilesIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFilesIn(file)
    return entry.name.endsWith(".html") ? [file] : []
  })
}

describe("the web editor, seen from the public site", () => {
  it("is never named by a public page's HTML", () => {
    const pages = htmlFilesIn(publicDir).filter((file) => !path.relative(publicDir, file).startsWith(EDITOR_PATH.replace(/^\/|\/$/g, "")))
    assert.ok(pages.length > PAGE_ROUTES.length)
    const naming = pages.filter((file) => /decap/i.test(fs.readFileSync(file, "utf8")) || fs.readFileSync(file, "utf8").includes(`"${EDITOR_PATH}`))
    assert.deepEqual(naming.map((file) => path.relative(publicDir, file)), [])
  })

  // What a page asks for after its scripts run follows from its template (its chunks, the links it
  // prefetches), and the HTML check above covers what its content names: one page of each shape.
  it("is never requested by a public page, scrolled to its end", async () => {
    const { page, context, close } = await openPage()
    const requested: string[] = []
    page.on("request", (request) => requested.push(request.url()))
    // Their addresses are what counts: pictures, videos and fonts are refused once asked for, which
    // spares the walk their download and decoding.
    await context.route("**/*", (request) =>
      ["image", "media", "font"].includes(request.request().resourceType()) ? request.abort() : request.continue(),
    )
    for (const route of [...oneRoutePerShape(PAGE_ROUTES), NOT_FOUND_ROUTE]) {
      await visit(page, route)
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await page.waitForLoadState("networkidle")
    }
    assert.ok(requested.length > oneRoutePerShape(PAGE_ROUTES).length)
    assert.deepEqual(
      requested.filter((url) => new URL(url).pathname.startsWith(EDITOR_PATH) || /decap/i.test(url)),
      [],
    )
    await close()
  })

  it("is not in the site's own scripts", () => {
    const scripts = fs.readdirSync(publicDir).filter((name) => name.endsWith(".js"))
    assert.ok(scripts.length > 0)
    for (const name of scripts) assert.doesNotMatch(fs.readFileSync(path.join(publicDir, name), "utf8"), /decap-cms|CMS_MANUAL_INIT/, name)
    assert.ok(fs.existsSync(path.join(publicDir, "admin/decap-cms.js")), "the editor's bundle is beside the site, as a file")
  })

  it("names the site's icon, so the browser asks for no /favicon.ico (which no host has)", async () => {
    const html = await (await fetch(`${BASE_URL}${EDITOR_PATH}`)).text()
    const icon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1]
    assert.ok(icon, "the editor's page names no icon")
    assert.equal((await fetch(new URL(icon, `${BASE_URL}${EDITOR_PATH}`))).status, 200)
  })

  it("is not in the sitemap, and asks search engines not to index it", async () => {
    const sitemap = await (await fetch(`${BASE_URL}/sitemap-0.xml`)).text()
    assert.match(sitemap, /<loc>/)
    assert.doesNotMatch(sitemap, new RegExp(EDITOR_PATH))
    const html = await (await fetch(`${BASE_URL}${EDITOR_PATH}`)).text()
    assert.match(html, /<meta name="robots" content="noindex, nofollow"/)
  })
})
