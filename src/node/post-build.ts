// What happens to public/ after Gatsby has written it, in order: one list, each step named. The build
// log prints each step's result and time, and a step that fails stops the build, naming the step.
// The pages are read and written once, in the step "pages": one pass over a parsed document
// (src/node/pages/page-pass.ts) applies the rewrites in their order (the styles' check, the page
// script, the classic scripts, the check that no inline script is left), then the search index reads
// the page as written. A rewrite fails on a page it finds nothing to rewrite in, or leaves in a state
// the policy refuses, instead of passing it on unchanged: a Gatsby upgrade that writes its pages
// differently must stop the build, not quietly ship a page whose scripts do not run.
// __tests__/node/post-build.test.ts runs them on a page of a real build.
import path from "path"
import { performance } from "perf_hooks"
import type { BuildArgs } from "gatsby"
import { writeCalendarFeeds } from "./calendar/write-feeds"
import { writeAdminSite } from "./cms/admin-site"
import { builtPages } from "./deploy/built-pages"
import { writeNoticeFeeds } from "./notices/write-feeds"
import { bundleBlockingScripts, classicScriptsRewrite, NO_INLINE_SCRIPT, type BundledBlockingScript } from "./pages/blocking-scripts"
import { passOverPages, type PageRewrite } from "./pages/page-pass"
import { missingClassNames, pageScriptRewrite, pageStyles, type PageScript } from "./pages/page-runtime"
import { precompress } from "./precompress"
import { writeRobotsTxt } from "./robots"
import { openSearchIndex } from "./search/write-index"
import { currentStylesheets, stylesOfThisBuildRewrite } from "./stale-styles"
import { bundleScripts } from "./scripts/bundle"

export interface PostBuildContext {
  /** The project's folder (data/, src/admin/, node_modules/ are read from it). */
  root: string
  publicDir: string
  siteUrl: string
  graphql: BuildArgs["graphql"]
  reporter: BuildArgs["reporter"]
}

export interface PostBuildStep {
  name: string
  /** Does the step; says what it did, for the build log. Throws when it cannot do it right. */
  run: (context: PostBuildContext) => string | Promise<string>
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`

/**
 * The rewrites of the one pass over the pages, in their order (src/node/pages/page-pass.ts checks it
 * against what each reads): the styles first, so that a page with old styles is never published.
 */
export function pageRewrites(stylesheets: readonly string[], pageScript: PageScript, classicScripts: readonly BundledBlockingScript[]): PageRewrite[] {
  return [stylesOfThisBuildRewrite(stylesheets), pageScriptRewrite(pageScript), classicScriptsRewrite(classicScripts), NO_INLINE_SCRIPT]
}

export const POST_BUILD_STEPS: readonly PostBuildStep[] = [
  {
    name: "robots.txt",
    run: ({ publicDir, siteUrl }) => {
      writeRobotsTxt(publicDir, siteUrl)
      return "written"
    },
  },
  {
    // The scripts are bundled first (the page script's bundling clears public/scripts/, where the
    // classic scripts go next); then every page is read, rewritten and written once, and the search
    // index is made of the pages as written.
    name: "pages",
    run: async ({ publicDir, root }) => {
      const scripts = await bundleScripts(root, publicDir)
      const classic = await bundleBlockingScripts(root, publicDir)
      const rewrites = pageRewrites(currentStylesheets(publicDir), { src: scripts.main, preloads: scripts.preloads }, classic)
      const styles: string[] = []
      const search = await openSearchIndex(publicDir)
      try {
        const pass = await passOverPages(publicDir, builtPages(publicDir), rewrites, async (file, html, page) => {
          styles.push(pageStyles(page))
          await search.add(file, html)
        })
        const missing = missingClassNames(styles, scripts.classNames)
        if (missing.length > 0) throw new Error(`the scripts write classes no page's stylesheet has: ${missing.slice(0, 5).join(", ")}`)
        const indexed = await search.write()
        const bytes = scripts.files.reduce((sum, file) => sum + file.bytes, 0)
        return (
          `${pass.pages} pages (${pass.rewritten} rewritten: ${rewrites.map((rewrite) => rewrite.name).join(", ")}) name ${scripts.main} ` +
          `and ${scripts.preloads.length} preloads; ${scripts.files.length} script files, ${kb(bytes)}; ` +
          `classic scripts: ${classic.map((script) => `${script.name} ${kb(script.bytes)}`).join(", ")}; ${indexed}`
        )
      } finally {
        await search.close()
      }
    },
  },
  {
    name: "notice feeds",
    run: async ({ graphql, reporter, publicDir, siteUrl }) => {
      await writeNoticeFeeds({ graphql, reporter }, publicDir, siteUrl)
      return "RSS and JSON Feed in each language"
    },
  },
  {
    name: "calendar feeds",
    run: ({ root, publicDir, siteUrl }) => `${writeCalendarFeeds(path.join(root, "data"), publicDir, siteUrl)} .ics files`,
  },
  {
    // The web editor's page (/admin/) is files beside the site, never part of its bundle.
    name: "web editor",
    run: ({ root, publicDir }) => `${writeAdminSite(path.join(publicDir, "admin"), root).length} files in admin/`,
  },
  {
    // Last: every file above is written by now.
    name: "precompression",
    run: async ({ publicDir }) => {
      const compressed = await precompress(publicDir)
      if (compressed.files === 0) throw new Error("found no file to compress")
      return (
        `${compressed.files} files (${compressed.kept} unchanged since the last build, their copies kept): ` +
        `${kb(compressed.bytes)} -> gzip ${kb(compressed.gzipBytes)}, brotli ${kb(compressed.brotliBytes)}`
      )
    },
  },
]

/** Runs the steps in order, logging each one's result and time; the first failure stops the chain. */
export async function runPostBuild(
  context: PostBuildContext,
  steps: readonly PostBuildStep[] = POST_BUILD_STEPS,
  log: (line: string) => void = (line) => context.reporter.info(line),
): Promise<void> {
  for (const [index, step] of steps.entries()) {
    const label = `After the build, step ${index + 1} of ${steps.length} (${step.name})`
    const started = performance.now()
    let summary: string
    try {
      summary = await step.run(context)
    } catch (error) {
      throw new Error(`${label} failed: ${(error as Error).message}`, { cause: error })
    }
    log(`${label}: ${summary} - ${((performance.now() - started) / 1000).toFixed(2)} s`)
  }
}
