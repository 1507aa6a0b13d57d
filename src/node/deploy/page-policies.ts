// After the build: writes into each page of public/ the part of the Content-Security-Policy that
// differs per page (policy.ts pagePolicy), as a <meta> policy before any script. The hashes change
// with every build, so they travel in the HTML they allow: every host serves a page with the policy
// made for it, and the committed server configuration never goes stale.
import fs from "fs"
import path from "path"
import { EDITOR_PATH, pagePolicy, type ExternalOrigins } from "./policy"
import { inlineScripts, isCheckedScript, scriptHashes } from "./script-hashes"

const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/

/** The address a built file answers: "about/index.html" is "/about/", "404.html" is "/404.html". */
export function pagePathOf(relativeFile: string): string {
  const posix = relativeFile.split(path.sep).join("/")
  return `/${posix.replace(/(^|\/)index\.html$/, "$1")}`
}

const ANY_POLICY_META = /<meta\b[^>]*http-equiv=["']?Content-Security-Policy/i

/**
 * The page with its policy as the first element after <meta charset> (which must stay within the
 * first bytes): a meta policy covers only what the browser parses after it. A policy already there
 * from an earlier build is replaced. A page laid out otherwise than this expects (no <meta charset>
 * opening <head>, a script before it, a policy written another way) is an error, not a page left
 * without its policy or with two.
 */
export function withPolicyMeta(html: string, policy: string): string {
  if (policy.includes('"')) throw new Error(`a policy with a double quote cannot go in a meta element: ${policy}`)
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`
  const page = html.replace(META, "")
  if (ANY_POLICY_META.test(page)) throw new Error("the page has a Content-Security-Policy meta this step did not write, and cannot replace")
  const head = /<head\b[^>]*>(\s*<meta charSet="utf-8"\/>)?/i.exec(page)
  if (!head) throw new Error("the page has no <head>")
  const at = head.index + head[0].length
  const firstScript = page.search(/<script\b/i)
  if (firstScript !== -1 && firstScript < at) throw new Error("a script comes before <head>, where no meta policy can cover it")
  if (!head[1]) throw new Error('no <meta charSet="utf-8"/> opens the page\'s <head>, where the policy goes after it')
  return page.slice(0, at) + meta + page.slice(at)
}

/** The built pages of publicDir, as paths relative to it. */
export function builtPages(publicDir: string): string[] {
  const editorDir = EDITOR_PATH.replace(/^\/|\/$/g, "")
  return fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .filter((file) => {
      const top = file.split(path.sep)[0]
      // The editor is served with its own policy in the header; page-data holds no pages, and
      // _gatsby/ only the pieces (slices) Gatsby stitched into the pages.
      return top !== editorDir && top !== "page-data" && top !== "_gatsby" && fs.statSync(path.join(publicDir, file)).isFile()
    })
    .sort()
}

/**
 * Each page may run its own inline scripts and the scripts any page declares in its Head: Gatsby adds
 * those to the current document when it moves to that page without loading it anew (a calendar
 * month's redirect, the 404 page's address rule), and they are checked against the policy of the page
 * the visitor first loaded.
 */
export function writePagePolicies(publicDir: string, origins: ExternalOrigins): { pages: number; hashes: number } {
  const files = builtPages(publicDir)
  const pages = files.map((file) => {
    const written = fs.readFileSync(path.join(publicDir, file), "utf8")
    const html = written.replace(META, "")
    return { file, written, html, scripts: inlineScripts(html) }
  })
  const headScripts = scriptHashes(pages.flatMap((page) => page.scripts.filter((script) => "data-gatsby-head" in script.attributes && isCheckedScript(script.attributes))))
  const every = new Set<string>()
  for (const page of pages) {
    const hashes = [...new Set([...scriptHashes(page.scripts), ...headScripts])]
    hashes.forEach((hash) => every.add(hash))
    let next: string
    try {
      // Gatsby writes its chunk map and the page's address inline on every page, and the loader of
      // the entry scripts is inline: a page with none found means the scripts are no longer read.
      if (page.scripts.length === 0) throw new Error("found no inline script to allow")
      next = withPolicyMeta(page.html, pagePolicy(origins, pagePathOf(page.file), hashes))
    } catch (error) {
      throw new Error(`public/${page.file}: ${(error as Error).message}`)
    }
    // A page an incremental build left alone keeps its file, and so its compressed copies.
    if (next !== page.written) fs.writeFileSync(path.join(publicDir, page.file), next)
  }
  return { pages: pages.length, hashes: every.size }
}
