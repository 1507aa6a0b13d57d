// What happens to public/ after Gatsby has written it, in order: one list, each step named. The build
// log prints each step's result and time, and a step that fails stops the build, naming the step.
// Steps that rewrite Gatsby's HTML (the page script, the classic scripts, the search's reading of a
// page) fail on a page they find nothing to rewrite in, or leave in a state the policy refuses, instead
// of passing it on unchanged: a Gatsby upgrade that writes its pages differently must stop the build,
// not quietly ship a page whose scripts do not run. __tests__/node/post-build.test.ts runs them on a
// page of a real build.
import fs from "fs"
import path from "path"
import { performance } from "perf_hooks"
import type { BuildArgs } from "gatsby"
import { writeCalendarFeeds } from "./calendar/write-feeds"
import { writeAdminSite } from "./cms/admin-site"
import { builtPages } from "./deploy/built-pages"
import { writeNoticeFeeds } from "./notices/write-feeds"
import { BLOCKING_SCRIPTS_STEP } from "./pages/blocking-scripts"
import { makePrebuiltPages, missingClassNames } from "./pages/page-runtime"
import { precompress } from "./precompress"
import { writeRobotsTxt } from "./robots"
import { writeSearchIndex } from "./search/write-index"
import { currentStylesheets, pagesWithoutStylesheet, pagesWithStaleStyles } from "./stale-styles"
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

/** The stylesheets Gatsby wrote into each page's <head>. */
function pagesStyles(publicDir: string, pages: readonly string[]): string[] {
  return pages.map((page) => [...fs.readFileSync(path.join(publicDir, page), "utf8").matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("\n"))
}

export const POST_BUILD_STEPS: readonly PostBuildStep[] = [
  {
    // First: a page with old styles must not be published, whatever follows (src/node/stale-styles.ts).
    name: "styles of this build on every page",
    run: ({ publicDir }) => {
      const sheets = currentStylesheets(publicDir)
      if (sheets.length === 0) throw new Error("webpack.stats.json names no stylesheet of the app")
      const pages = builtPages(publicDir)
      const unstyled = pagesWithoutStylesheet(publicDir, pages)
      if (unstyled.length > 0) throw new Error(`found no stylesheet named in ${unstyled.map((page) => `public/${page}`).join(", ")}`)
      const stale = pagesWithStaleStyles(publicDir)
      if (stale.length > 0) {
        throw new Error(`these pages still carry the styles of an earlier build: ${stale.join(", ")}. Run \`npm run clean\` and build again.`)
      }
      return `${pages.length} pages carry only this build's stylesheets (${sheets.length})`
    },
  },
  {
    name: "robots.txt",
    run: ({ publicDir, siteUrl }) => {
      writeRobotsTxt(publicDir, siteUrl)
      return "written"
    },
  },
  {
    name: "page script",
    run: async ({ publicDir, root }) => {
      const scripts = await bundleScripts(root, publicDir)
      const pages = builtPages(publicDir)
      const missing = missingClassNames(pagesStyles(publicDir, pages), scripts.classNames)
      if (missing.length > 0) throw new Error(`the scripts write classes no page's stylesheet has: ${missing.slice(0, 5).join(", ")}`)
      const changed = makePrebuiltPages(publicDir, pages, scripts.main)
      const bytes = scripts.files.reduce((sum, file) => sum + file.bytes, 0)
      return `${pages.length} pages name ${scripts.main} (${changed} rewritten); ${scripts.files.length} script files, ${kb(bytes)}`
    },
  },
  // After the page script, whose bundling clears public/scripts/ first.
  BLOCKING_SCRIPTS_STEP,
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
    name: "search index",
    run: ({ publicDir }) => writeSearchIndex(publicDir),
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
