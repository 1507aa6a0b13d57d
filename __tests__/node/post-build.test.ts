/** @jest-environment node */
// The steps after the build (src/node/post-build.ts) on a page of a real build: what each rewrite does
// to it, and that each one stops the build where Gatsby's HTML no longer has what it rewrites.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { builtPages } from "../../src/node/deploy/built-pages"
import { runnableInlineScripts } from "../../src/node/pages/inline-scripts"
import { PAGE_SCRIPT_ATTRIBUTE } from "../../src/node/pages/page-runtime"
import { bundleScripts } from "../../src/node/scripts/bundle"
import { classicScriptsRewrite, type BundledBlockingScript } from "../../src/node/pages/blocking-scripts"
import { checkOrder, passOverPages, rewritePage, type PageRewrite } from "../../src/node/pages/page-pass"
import { pageRewrites, POST_BUILD_STEPS, runPostBuild, type PostBuildContext, type PostBuildStep } from "../../src/node/post-build"
import { currentStylesheets } from "../../src/node/stale-styles"
import { forIndexing, isSearchable } from "../../src/node/search/searchable"
import { makeTempDir } from "../support/temp-dir"

const ROOT = path.resolve(__dirname, "../..")
const FIXTURE = path.join(ROOT, "__tests__/fixtures/built-page")
const FIXTURE_PAGE = "page/index.html"
// Where the fixture's page was built (its canonical address, which the search checks against its
// file): the public/ of these tests has it there.
const PAGE = "lunch-menu/index.html"
const GATSBY_ENTRY_TAG = /<script src="([^"]+\.js)" async><\/script>/g
/** Gatsby's runtime, any of it: a script file but the site's own, the chunk map, the page's address. */
const GATSBY_RUNTIME = /<script\b(?![^>]*\bdata-page-script)(?![^>]*\bdata-blocking-script)[^>]*\ssrc=|___chunkMapping|window\.pagePath/
const PAGE_SCRIPT = new RegExp(`<script ${PAGE_SCRIPT_ATTRIBUTE}="" type="module" src="(/scripts/main-[A-Z0-9]+\\.js)"></script></body>`)

const fixturePage = () => fs.readFileSync(path.join(FIXTURE, FIXTURE_PAGE), "utf8")

// The class names of the site's Sass modules the page's scripts write: a real build's page has them in
// the stylesheet Gatsby writes into its head (the fixture leaves the site's stylesheet out), and the
// page script's step checks them.
let scriptClassNames: string[] = []
beforeAll(async () => {
  scriptClassNames = (await bundleScripts(ROOT, makeTempDir("crest-post-build-scripts-"))).classNames
}, 60_000)

const withScriptStyles = (html: string) => html.replace("</head>", `<style>${scriptClassNames.map((name) => `.${name}{}`).join("")}</style></head>`)

/** A public/ holding the fixture, with its page changed by `edit` (as a Gatsby upgrade might). */
function publicDir(edit: (html: string) => string = withScriptStyles): string {
  const dir = makeTempDir("crest-post-build-")
  fs.cpSync(FIXTURE, dir, { recursive: true })
  fs.rmSync(path.join(dir, "README.md"))
  fs.rmSync(path.join(dir, path.dirname(FIXTURE_PAGE)), { recursive: true })
  fs.mkdirSync(path.join(dir, path.dirname(PAGE)))
  fs.writeFileSync(path.join(dir, PAGE), edit(fixturePage()))
  return dir
}

function context(dir: string): PostBuildContext {
  const unused = () => {
    throw new Error("not used by the steps under test")
  }
  const reporter = { panicOnBuild: unused, info: () => {}, warn: () => {} } as unknown as PostBuildContext["reporter"]
  return { root: ROOT, publicDir: dir, siteUrl: "https://school.example", graphql: unused, reporter }
}

function step(name: string): PostBuildStep {
  const found = POST_BUILD_STEPS.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`no post-build step named "${name}"`)
  return found
}

// The steps that read and rewrite the pages Gatsby wrote; the others write files of their own.
const PAGE_STEPS = ["pages", "precompression"].map(step)

async function run(dir: string, steps: readonly PostBuildStep[] = PAGE_STEPS): Promise<string[]> {
  const lines: string[] = []
  await runPostBuild(context(dir), steps, (line) => lines.push(line))
  return lines
}

const read = (dir: string) => fs.readFileSync(path.join(dir, PAGE), "utf8")

describe("the steps after the build, on a page of a real build", () => {
  it("are one ordered list, each step named once, the pages read and written in one of them", () => {
    const names = POST_BUILD_STEPS.map((candidate) => candidate.name)
    expect(new Set(names).size).toBe(names.length)
    // The compressed copies are made of the pages as finally written.
    expect(names.indexOf("pages")).toBeGreaterThanOrEqual(0)
    expect(names.indexOf("precompression")).toBe(names.length - 1)
  })

  it("log each step by its name and place with what it did and its time", async () => {
    const lines = await run(publicDir())
    expect(lines).toHaveLength(PAGE_STEPS.length)
    PAGE_STEPS.forEach((each, index) => {
      expect(lines[index]).toMatch(new RegExp(`^After the build, step ${index + 1} of ${PAGE_STEPS.length} \\(${each.name}\\): .+ - \\d+\\.\\d\\d s$`))
    })
  })

  it("replace Gatsby's scripts with the site's one module script, a file of this build, and leave no inline script that runs", async () => {
    expect(fixturePage()).toMatch(GATSBY_ENTRY_TAG)
    const dir = publicDir()
    await run(dir)
    const html = read(dir)
    expect(html).not.toMatch(GATSBY_RUNTIME)
    const src = PAGE_SCRIPT.exec(html)?.[1]
    expect(src).toBeDefined()
    expect(fs.readFileSync(path.join(dir, src!), "utf8").length).toBeGreaterThan(100)
    expect(runnableInlineScripts(fixturePage()).length).toBeGreaterThan(0)
    expect(runnableInlineScripts(html)).toEqual([])
    // gatsby-plugin-image's head script, as a classic file of this build.
    const pictures = /<script data-blocking-script="pictures" defer="" src="([^"]+)"><\/script>/.exec(html)?.[1]
    expect(pictures).toMatch(/^\/scripts\/pictures-[A-Z0-9]+\.js$/)
    expect(fs.existsSync(path.join(dir, pictures!))).toBe(true)
  })

  it("compress the page as finally written", async () => {
    const dir = publicDir()
    await run(dir)
    const page = fs.readFileSync(path.join(dir, PAGE))
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${PAGE}.gz`)))).toEqual(page)
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${PAGE}.br`)))).toEqual(page)
  })

  it("leave a page an incremental build did not write again as the last build left it", async () => {
    const dir = publicDir()
    await run(dir)
    const first = read(dir)
    await run(dir)
    expect(read(dir)).toBe(first)
  })

  it("index the page as written for the search, under its own title", async () => {
    const dir = publicDir()
    const lines = await run(dir)
    expect(lines[0]).toMatch(/indexed for search: 1 pages in en/)
    expect(fs.readdirSync(path.join(dir, "pagefind"))).toContain("pagefind.js")
    const html = fixturePage()
    expect(isSearchable(PAGE, html)).toBe(true)
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)![1]!
    expect(forIndexing(html)).toContain(`data-pagefind-meta="title">${title.slice(0, title.lastIndexOf(" | "))}</title>`)
  })
})

describe("a step that finds nothing to rewrite where it should", () => {
  async function failure(edit: (html: string) => string): Promise<string> {
    const dir = publicDir((html) => edit(withScriptStyles(html)))
    const before = read(dir)
    const error = await run(dir).then(
      () => null,
      (thrown: Error) => thrown,
    )
    if (!error) throw new Error("the chain passed")
    // Stopped where it failed: nothing after it touched the page, and a page a rewrite failed on is
    // not written at all.
    expect(fs.existsSync(path.join(dir, `${PAGE}.gz`))).toBe(false)
    if (/\((styles of this build|page script|classic scripts|no inline script)\)/.test(error.message)) expect(read(dir)).toBe(before)
    return error.message
  }

  const failedPage = `^After the build, step 1 of 2 \\(pages\\) failed: public/${PAGE.replace(/\./g, "\\.")}`

  it("stops the build when no page names this build's stylesheet", async () => {
    const message = await failure((html) => html.replace(/data-href="\/styles\.[0-9a-f]+\.css"/, 'data-href="/global.css"'))
    expect(message).toMatch(new RegExp(`${failedPage} \\(styles of this build\\): found no stylesheet named in the page`))
  })

  it("stops the build when a page names another build's stylesheet", async () => {
    const message = await failure((html) => html.replace(/styles\.[0-9a-f]+\.css/, "styles.0123456789abcdef.css"))
    expect(message).toMatch(/\(styles of this build\): the page still carries the styles of an earlier build \(styles\.0123456789abcdef\.css\)/)
  })

  it("stops the build when no page's stylesheet has a class the scripts write", async () => {
    const message = await failure((html) => html.replace(/<style>[^<]*<\/style><\/head>/, "</head>"))
    expect(message).toMatch(/^After the build, step 1 of 2 \(pages\) failed: the scripts write classes no page's stylesheet has: /)
  })

  it("stops the build when Gatsby writes its scripts another way", async () => {
    const message = await failure((html) => html.replace(/<!-- slice-(start|end) id="_gatsby-scripts-1" -->/g, ""))
    expect(message).toMatch(new RegExp(`${failedPage} \\(page script\\): Gatsby's runtime is still named in the page`))
  })

  it("stops the build when a page still holds an inline script that runs", async () => {
    const message = await failure((html) => html.replace("</body>", "<script>window.left = true</script></body>"))
    expect(message).toMatch(
      new RegExp(`${failedPage} \\(no inline script\\): an inline script is left, which the site's policy \\(script-src 'self'\\) refuses: window\\.left = true`),
    )
  })

  it("stops the build when there is nothing to compress", async () => {
    const dir = makeTempDir("crest-post-build-empty-")
    await expect(run(dir, [step("precompression")])).rejects.toThrow(/^After the build, step 1 of 1 \(precompression\) failed: found no file to compress/)
  })

  it("finds the fixture's page among the built pages, as the steps do", () => {
    expect(builtPages(publicDir())).toEqual([PAGE])
  })
})

describe("the order of the page rewrites", () => {
  const rewrites = () => pageRewrites(currentStylesheets(publicDir()), { src: "/scripts/main-TEST.js", preloads: [] }, [])
  const names = (list: readonly PageRewrite[]) => list.map((rewrite) => rewrite.name)

  it("is the styles' check, the page script, the classic scripts, then the check that no inline script is left", () => {
    const list = rewrites()
    expect(names(list)).toEqual(["styles of this build", "page script", "classic scripts", "no inline script"])
    expect(() => checkOrder(list)).not.toThrow()
  })

  it("is refused when a rewrite is moved before one whose result it reads, before any page is touched", async () => {
    const list = rewrites()
    for (const [index, rewrite] of list.entries()) {
      for (const earlier of rewrite.after) {
        const moved = list.filter((other) => other !== rewrite)
        moved.splice(names(moved).indexOf(earlier), 0, rewrite)
        expect(names(moved).indexOf(rewrite.name)).toBeLessThan(index)
        const dir = publicDir()
        const before = read(dir)
        await expect(passOverPages(dir, [PAGE], moved)).rejects.toThrow(`the page rewrite "${rewrite.name}" reads the result of "${earlier}", and must come after it`)
        expect(read(dir)).toBe(before)
      }
    }
  })

  it("matters on a real page: the inline-script check finds Gatsby's scripts and the plugin's without the rewrites before it", () => {
    const [styles, pageScript, , noInline] = rewrites() as [PageRewrite, PageRewrite, PageRewrite, PageRewrite]
    const pictures: BundledBlockingScript = { name: "pictures", src: "/scripts/pictures-TEST.js", bytes: 1 }
    const page = withScriptStyles(fixturePage())
    expect(() => rewritePage(page, [{ ...noInline, after: [] }])).toThrow(/\(no inline script\): an inline script is left/)
    expect(() => rewritePage(page, [styles, pageScript, { ...noInline, after: [] }])).toThrow(/an inline script is left[^:]*: const [a-z]="undefined"!=typeof HTMLImageElement/)
    expect(() => rewritePage(page, [styles, pageScript, classicScriptsRewrite([pictures]), noInline])).not.toThrow()
  })
})
