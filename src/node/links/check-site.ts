// Checks a built site folder: every internal link, image, srcset entry, script, stylesheet, frame and
// poster resolves to a file; every fragment (#teams) names an element; every external link is https
// (or mailto:/tel:) and is one the content in data/ names, so nothing links where the school did not ask.
import fs from "fs"
import path from "path"
import { parse, type HTMLElement } from "node-html-parser"

export interface LinkProblem {
  page: string
  reference: string
  problem: string
}

export interface CheckResult {
  pages: number
  references: number
  problems: LinkProblem[]
}

const REFERENCES: ReadonlyArray<[selector: string, attribute: string]> = [
  ["a[href]", "href"],
  ["link[href]", "href"],
  ["script[src]", "src"],
  ["img[src]", "src"],
  ["img[srcset]", "srcset"],
  ["source[srcset]", "srcset"],
  ["source[src]", "src"],
  ["video[poster]", "poster"],
  ["iframe[src]", "src"],
  ['meta[property="og:image"]', "content"],
  ['meta[name="twitter:image"]', "content"],
]

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file))
    .filter((file) => file.endsWith(".html") && fs.statSync(file).isFile())
}

function pageUrlOf(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join("/")
  return "/" + relative.replace(/(^|\/)index\.html$/, "$1")
}

function valuesOf(element: HTMLElement, attribute: string): string[] {
  const value = element.getAttribute(attribute) ?? ""
  if (attribute !== "srcset") return [value]
  return value
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean)
}

/** The file a path is served from, or null: /about/ -> about/index.html, /x.js -> x.js. */
function fileFor(root: string, pathname: string): string | null {
  const decoded = decodeURIComponent(pathname)
  const candidate = path.join(root, decoded)
  if (!candidate.startsWith(root)) return null
  if (decoded.endsWith("/")) return fs.existsSync(path.join(candidate, "index.html")) ? path.join(candidate, "index.html") : null
  if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  // A static host redirects /about to /about/; Gatsby links with the slash, but both work.
  return fs.existsSync(path.join(candidate, "index.html")) ? path.join(candidate, "index.html") : null
}

export function checkSite(root: string, options: { allowedExternal: ReadonlySet<string>; siteUrl?: string }): CheckResult {
  const problems: LinkProblem[] = []
  const idsByFile = new Map<string, Set<string>>()
  const documents = new Map<string, HTMLElement>()
  let references = 0

  for (const file of htmlFiles(root)) {
    const document = parse(fs.readFileSync(file, "utf8"))
    documents.set(file, document)
    idsByFile.set(file, new Set(document.querySelectorAll("[id]").map((element) => element.id)))
  }

  for (const [file, document] of documents) {
    const page = pageUrlOf(root, file)
    for (const [selector, attribute] of REFERENCES) {
      for (const element of document.querySelectorAll(selector)) {
        for (const reference of valuesOf(element, attribute)) {
          references += 1
          const problem = checkReference(root, page, file, reference, options, idsByFile)
          if (problem) problems.push({ page, reference, problem })
        }
      }
    }
  }
  return { pages: documents.size, references, problems }
}

function checkReference(
  root: string,
  page: string,
  file: string,
  reference: string,
  options: { allowedExternal: ReadonlySet<string>; siteUrl?: string },
  idsByFile: Map<string, Set<string>>,
): string | null {
  if (!reference) return "an empty address"
  if (/^(mailto|tel):/.test(reference)) return null
  if (reference.startsWith("data:")) return null
  // A calendar subscription (webcal://) names the site's own feed under the scheme calendar apps open.
  if (reference.startsWith("webcal://") && options.siteUrl) {
    reference = reference.replace(/^webcal:/, new URL(options.siteUrl).protocol)
  }
  const ownSite = options.siteUrl && reference.startsWith(options.siteUrl)
  if (/^[a-z]+:/i.test(reference) && !ownSite) {
    if (!reference.startsWith("https://")) return "an external address that is not https://"
    if (!options.allowedExternal.has(reference)) return "an external address that data/ does not name"
    return null
  }
  const url = new URL(ownSite ? reference.slice(options.siteUrl!.length) || "/" : reference, `http://site${page}`)
  const target = url.pathname === page && !reference.split("#")[0] ? file : fileFor(root, url.pathname)
  if (!target) return `no file at ${url.pathname}`
  const fragment = decodeURIComponent(url.hash.slice(1))
  if (fragment && !idsByFile.get(target)?.has(fragment)) return `no element with id "${fragment}" on ${url.pathname}`
  return null
}

/** Every https address written anywhere in data/: the only external links the site may carry. */
export function externalUrlsInData(dataDir: string): Set<string> {
  const urls = new Set<string>()
  const visit = (value: unknown) => {
    if (typeof value === "string" && value.startsWith("https://")) urls.add(value)
    else if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === "object") Object.values(value).forEach(visit)
  }
  for (const name of fs.readdirSync(dataDir).filter((entry) => entry.endsWith(".json"))) {
    visit(JSON.parse(fs.readFileSync(path.join(dataDir, name), "utf8")))
  }
  return urls
}
