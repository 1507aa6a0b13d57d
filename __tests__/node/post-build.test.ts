/** @jest-environment node */
// The steps after the build (src/node/post-build.ts) on a page of a real build: what each rewrite does
// to it, and that each one stops the build where Gatsby's HTML no longer has what it rewrites.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { builtPages } from "../../src/node/deploy/built-pages"
import { inlineScripts } from "../../src/node/pages/inline-scripts"
import { ENTRY_SCRIPTS_ATTRIBUTE, ENTRY_SCRIPT_LOADER } from "../../src/node/pages/entry-scripts"
import { LIGHT_PAGES } from "../../src/lib/routes/light-pages"
import { LIGHT_SCRIPT_ATTRIBUTE, lightPageBundle } from "../../src/node/pages/light-pages"
import { POST_BUILD_STEPS, runPostBuild, type PostBuildContext, type PostBuildStep } from "../../src/node/post-build"
import { forIndexing, isSearchable } from "../../src/node/search/searchable"
import { makeTempDir } from "../support/temp-dir"

const ROOT = path.resolve(__dirname, "../..")
const FIXTURE = path.join(ROOT, "__tests__/fixtures/built-page")
const PAGE = "page/index.html"
// Where the fixture's page was built: its canonical address, which the search checks against its file.
const BUILT_AT = "lunch-menu/index.html"
const GATSBY_ENTRY_TAG = /<script src="([^"]+\.js)" async><\/script>/g

const fixturePage = () => fs.readFileSync(path.join(FIXTURE, PAGE), "utf8")

/** A public/ holding the fixture, with its page changed by `edit` (as a Gatsby upgrade might). */
function publicDir(edit: (html: string) => string = (html) => html): string {
  const dir = makeTempDir("crest-post-build-")
  fs.cpSync(FIXTURE, dir, { recursive: true })
  fs.rmSync(path.join(dir, "README.md"))
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
const PAGE_STEPS = ["styles of this build on every page", "entry-script loader", "precompression"].map(step)

async function run(dir: string, steps: readonly PostBuildStep[] = PAGE_STEPS): Promise<string[]> {
  const lines: string[] = []
  await runPostBuild(context(dir), steps, (line) => lines.push(line))
  return lines
}

const read = (dir: string) => fs.readFileSync(path.join(dir, PAGE), "utf8")

describe("the steps after the build, on a page of a real build", () => {
  it("are one ordered list, each step named once", () => {
    const names = POST_BUILD_STEPS.map((candidate) => candidate.name)
    expect(new Set(names).size).toBe(names.length)
    // The order the rewrites depend on: the compressed copies are made of the pages as finally written.
    const at = (name: string) => names.indexOf(name)
    expect(at("styles of this build on every page")).toBe(0)
    expect(at("light pages")).toBeLessThan(at("entry-script loader"))
    expect(at("precompression")).toBe(names.length - 1)
  })

  it("log each step by its name and place with what it did and its time", async () => {
    const lines = await run(publicDir())
    expect(lines).toHaveLength(PAGE_STEPS.length)
    PAGE_STEPS.forEach((each, index) => {
      expect(lines[index]).toMatch(new RegExp(`^After the build, step ${index + 1} of ${PAGE_STEPS.length} \\(${each.name}\\): .+ - \\d+\\.\\d\\d s$`))
    })
  })

  it("replace Gatsby's entry scripts with the loader", async () => {
    const sources = [...fixturePage().matchAll(GATSBY_ENTRY_TAG)].map((tag) => tag[1])
    expect(sources.length).toBeGreaterThan(0)
    const dir = publicDir()
    await run(dir)
    const html = read(dir)
    expect(html).not.toMatch(GATSBY_ENTRY_TAG)
    expect(html).toContain(`<script ${ENTRY_SCRIPTS_ATTRIBUTE}="${sources.join(" ")}">${ENTRY_SCRIPT_LOADER}</script>`)
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

  it("give the search the page's own title and main content", () => {
    const html = fixturePage()
    expect(isSearchable(BUILT_AT, html)).toBe(true)
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)![1]!
    expect(forIndexing(html)).toContain(`data-pagefind-meta="title">${title.slice(0, title.lastIndexOf(" | "))}</title>`)
  })
})

describe("the light pages, among the other pages of a real build", () => {
  // The fixture's page, built again at each light page's address (one page below a "/*" entry; an
  // address that names its file, such as /404.html, as that file) in both languages.
  const addressOf = (listed: string) => listed.replace(/\*$/, "some-page/")
  const fileOf = (listed: string) => (listed.endsWith(".html") ? addressOf(listed) : `${addressOf(listed)}index.html`)
  const LIGHT = LIGHT_PAGES.flatMap(({ path: listed }) => [fileOf(listed).slice(1), `ne${fileOf(listed)}`])
  const FORM = ["form/index.html", "ne/form/index.html"]
  const RESULTS = ["results/index.html", "ne/results/index.html"]
  // A page whose script draws the site's components has, in the stylesheet Gatsby writes into its head,
  // the class names that script writes (the step checks them): the fixture gets them as a real build has.
  const classNames = new Map<string, string[]>()
  beforeAll(async () => {
    for (const { script } of LIGHT_PAGES.filter((page) => page.preact)) classNames.set(script, (await lightPageBundle(ROOT, script, true)).classNames)
  })
  function withLightPages(): string {
    const dir = publicDir()
    for (const listed of LIGHT_PAGES) {
      const names = classNames.get(listed.script) ?? []
      const html = fixturePage().replace("</head>", `<style>${names.map((name) => `.${name}{}`).join("")}</style></head>`)
      for (const locale of ["", "ne"]) {
        const page = path.join(locale, fileOf(listed.path))
        fs.mkdirSync(path.dirname(path.join(dir, page)), { recursive: true })
        fs.writeFileSync(path.join(dir, page), html)
      }
    }
    return dir
  }
  const steps = [step("light pages"), ...PAGE_STEPS]
  const ownElement = (html: string) => new RegExp(`<script ${LIGHT_SCRIPT_ATTRIBUTE}=""([^>]*)>`).exec(html)?.[1] ?? ""
  /** The page's own script: inline, or in the file the page names. */
  function ownScript(dir: string, page: string): string {
    const html = fs.readFileSync(path.join(dir, page), "utf8")
    const src = /src="([^"]+)"/.exec(ownElement(html))?.[1]
    if (src) return fs.readFileSync(path.join(dir, src), "utf8")
    return inlineScripts(html).find((script) => LIGHT_SCRIPT_ATTRIBUTE in script.attributes)!.text
  }

  it("lose Gatsby's scripts for their own; the other pages get the entry-script loader", async () => {
    const dir = withLightPages()
    const lines = await run(dir, steps)
    // One script per entry module of the list, each bundled once for the pages that run it.
    expect(lines[0]).toContain(`(light pages): ${LIGHT.length} pages without Gatsby's runtime, with their own scripts:`)
    for (const script of new Set(LIGHT_PAGES.map((page) => page.script))) {
      const pages = 2 * LIGHT_PAGES.filter((page) => page.script === script).length
      expect(lines[0]).toMatch(new RegExp(`${script.replace(/[./]/g, "\\$&")} \\d+ KB on ${pages} \\(${pages} rewritten\\)`))
    }
    for (const listed of LIGHT_PAGES) {
      for (const page of [fileOf(listed.path).slice(1), `ne${fileOf(listed.path)}`]) {
        const html = fs.readFileSync(path.join(dir, page), "utf8")
        // Only a script the list puts in a file of its own is named by its address, a file of this build.
        const files = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1])
        expect(files).toEqual(listed.file ? [expect.stringMatching(/^\/light-[0-9a-f]{20}\.js$/)] : [])
        expect(html).not.toMatch(/___chunkMapping|window\.pagePath/)
        expect(html).not.toContain(ENTRY_SCRIPTS_ATTRIBUTE)
        expect(ownScript(dir, page).length).toBeGreaterThan(100)
      }
    }
    expect(read(dir)).toContain(ENTRY_SCRIPT_LOADER)
    // Each page runs its own entry's script: the form's and the results page's differ.
    expect(ownScript(dir, FORM[1]!)).toBe(ownScript(dir, FORM[0]!))
    expect(ownScript(dir, RESULTS[1]!)).toBe(ownScript(dir, RESULTS[0]!))
    expect(ownScript(dir, RESULTS[0]!)).not.toBe(ownScript(dir, FORM[0]!))
  })

  it("are left as they are by the next build's pass", async () => {
    const dir = withLightPages()
    await run(dir, steps)
    const first = LIGHT.map((page) => fs.readFileSync(path.join(dir, page), "utf8"))
    const lines = await run(dir, steps)
    expect(lines[0]).not.toMatch(/\([1-9]\d* rewritten\)/)
    expect(LIGHT.map((page) => fs.readFileSync(path.join(dir, page), "utf8"))).toEqual(first)
  })

  it("stop the build when none is in public/", async () => {
    await expect(run(publicDir(), steps)).rejects.toThrow(
      `After the build, step 1 of 4 (light pages) failed: found none of these light pages (or their twins) in public/: ${LIGHT_PAGES.map((page) => page.path).join(", ")}`,
    )
  })

  it("stop the build when one of the list is missing, naming it", async () => {
    const dir = withLightPages()
    for (const page of RESULTS) fs.rmSync(path.join(dir, path.dirname(page)), { recursive: true })
    await expect(run(dir, steps)).rejects.toThrow(/failed: found none of these light pages \(or their twins\) in public\/: \/results\/$/)
  })
})

describe("a step that finds nothing to rewrite where it should", () => {
  async function failure(edit: (html: string) => string, steps?: readonly PostBuildStep[]): Promise<string> {
    const dir = publicDir(edit)
    const before = read(dir)
    const error = await run(dir, steps).then(
      () => null,
      (thrown: Error) => thrown,
    )
    if (!error) throw new Error("the chain passed")
    // Stopped where it failed: nothing after it touched the page.
    expect(fs.existsSync(path.join(dir, `${PAGE}.gz`))).toBe(false)
    if (error.message.includes("(styles of this build") || error.message.includes("(entry-script loader)")) expect(read(dir)).toBe(before)
    return error.message
  }

  it("stops the build when no page names this build's stylesheet", async () => {
    const message = await failure((html) => html.replace(/data-href="\/styles\.[0-9a-f]+\.css"/, 'data-href="/global.css"'))
    expect(message).toMatch(/^After the build, step 1 of 3 \(styles of this build on every page\) failed: found no stylesheet named in public\/page\/index\.html/)
  })

  it("stops the build when a page names another build's stylesheet", async () => {
    const message = await failure((html) => html.replace(/styles\.[0-9a-f]+\.css/, "styles.0123456789abcdef.css"))
    expect(message).toMatch(/\(styles of this build on every page\) failed: these pages still carry the styles of an earlier build: page/)
  })

  it("stops the build when Gatsby writes its entry scripts another way", async () => {
    const message = await failure((html) => html.replace(GATSBY_ENTRY_TAG, '<script src="$1" defer></script>'))
    expect(message).toMatch(/^After the build, step 2 of 3 \(entry-script loader\) failed: public\/page\/index\.html: found neither Gatsby's entry scripts/)
  })

  it("stops the build when there is nothing to compress", async () => {
    const dir = makeTempDir("crest-post-build-empty-")
    await expect(run(dir, [step("precompression")])).rejects.toThrow(/^After the build, step 1 of 1 \(precompression\) failed: found no file to compress/)
  })

  it("finds the fixture's page among the built pages, as the steps do", () => {
    expect(builtPages(publicDir())).toEqual([PAGE])
  })
})
