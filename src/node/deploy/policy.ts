// The serving policy of the built site, in one place: caching per Gatsby's guidance
// (https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/caching/) and the security headers.
// scripts/deploy/generate.ts writes it out for nginx and for Netlify-style hosts.
import fs from "fs"
import path from "path"
import { extrasFor, PATH_EXTRAS } from "../../lib/csp/path-extras"
import { OFFICE_PATH } from "../../lib/office/paths"
import { SPECULATION_RULES } from "../../lib/prefetch"

export const IMMUTABLE = "public, max-age=31536000, immutable"
export const REVALIDATE = "public, max-age=0, must-revalidate"

/** Origins the site talks to besides itself, read from data/ so the policy follows the content. */
export interface ExternalOrigins {
  /** Pages framed inside the site (the YouTube facade after a click). */
  frames: string[]
  /** Where scripts send data with fetch/sendBeacon (the admission form service, a vitals endpoint). */
  connect: string[]
}

const YOUTUBE_NOCOOKIE = "https://www.youtube-nocookie.com"

function originOf(url: unknown): string | null {
  if (typeof url !== "string") return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === "https:" ? parsed.origin : null
  } catch {
    return null
  }
}

function findValues(value: unknown, key: string, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((item) => findValues(item, key, found))
  else if (value && typeof value === "object") {
    for (const [name, child] of Object.entries(value)) {
      if (name === key) found.push(child)
      findValues(child, key, found)
    }
  }
  return found
}

/** Every `endpoint` field in data/ is a place the site posts to. */
export function originsFromData(dataDir: string, env: NodeJS.ProcessEnv = process.env): ExternalOrigins {
  const connect = new Set<string>()
  for (const file of fs.readdirSync(dataDir).filter((name) => name.endsWith(".json"))) {
    const content: unknown = JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"))
    for (const endpoint of findValues(content, "endpoint")) {
      const origin = originOf(endpoint)
      if (origin) connect.add(origin)
    }
  }
  const vitals = originOf(env.GATSBY_VITALS_ENDPOINT)
  if (vitals) connect.add(vitals)
  return { frames: [YOUTUBE_NOCOOKIE], connect: [...connect].sort() }
}

/**
 * The site's policy, every directive of it, served as a header with every response. Pages carry no
 * inline script that runs (the build fails on one: src/node/pages/blocking-scripts.ts), so scripts
 * come from the site's own files only. Nothing here allows 'unsafe-inline' or 'unsafe-eval' for scripts.
 */
export function siteDirectives(origins: ExternalOrigins): Record<string, string[]> {
  return {
    "script-src": ["'self'"],
    // Kept: gatsby-plugin-image and Gatsby's inlined critical CSS write style attributes and <style>
    // elements on every page; allowing those attributes by hash would need 'unsafe-hashes' and a
    // hash per attribute value, and a style cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "media-src": ["'self'"],
    "connect-src": ["'self'", ...origins.connect],
    "frame-src": ["'self'", ...origins.frames],
    "form-action": ["'self'", ...origins.connect],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    // The admission form page is framed by the site's own /form page, and by nothing else.
    "frame-ancestors": ["'self'"],
  }
}

/** What a page needs beyond the site's policy, by address (the search pages). */
export { PATH_EXTRAS }

/** The served header of every page and file that has no policy of its own (policyFor). */
export function contentSecurityPolicy(origins: ExternalOrigins): string {
  return policyText(siteDirectives(origins))
}

/**
 * The office inbox (/office/) narrows the site's policy to what it needs: it talks to its own server
 * (/api/office/) and to nothing else, frames nothing, plays nothing, and no form of it is ever sent by
 * the browser itself (its scripts send them; without them a sign-in form would put the password in
 * the address). Served as its page's header in place of the site's (policyFor).
 */
export const OFFICE_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  "default-src": ["'none'"],
  "script-src": ["'self'"],
  "connect-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  // Gatsby's critical CSS is inlined as <style>, as on every page (siteDirectives).
  "style-src": ["'self'", "'unsafe-inline'"],
  "font-src": ["'self'"],
  "manifest-src": ["'self'"],
  "worker-src": ["'none'"],
  "form-action": ["'none'"],
  "base-uri": ["'none'"],
  "frame-ancestors": ["'self'"],
}

/**
 * The policy of the page at an address ("/about/", "/search/", "/404.html"): the site's, widened by the
 * address's extras (PATH_EXTRAS), or the office inbox's own (OFFICE_DIRECTIVES).
 */
export function policyFor(pagePath: string, origins: ExternalOrigins): string {
  if (pagePath === OFFICE_PATH) return policyText(OFFICE_DIRECTIVES)
  const extras = extrasFor(pagePath)
  const directives = Object.entries(siteDirectives(origins)).map(([name, values]) => [name, [...new Set([...values, ...(extras[name] ?? [])])]] as const)
  return policyText(Object.fromEntries(directives))
}

/**
 * The addresses (pages, and the search's worker) whose policy differs from the site's, each with its
 * policy: the servers' configurations give these addresses their own header (scripts/deploy/generate.ts, servedHeaders).
 */
export function pagesWithOwnPolicy(origins: ExternalOrigins): { path: string; policy: string }[] {
  return [...Object.keys(PATH_EXTRAS), OFFICE_PATH].sort().map((path) => ({ path, policy: policyFor(path, origins) }))
}

/**
 * Browsers with Speculation Rules fetch the next page when a visitor points at or touches its link
 * ("moderate"), from the rules this header names on every page (src/lib/prefetch.ts says which links);
 * others get a <link rel=prefetch> from the page's script (src/browser/prefetch.ts). The rules file is
 * written into static/ by `npm run deploy:config`.
 */
export const SPECULATION_RULES_PATH = "/speculation-rules.json"
export const SPECULATION_RULES_TYPE = "application/speculationrules+json"
export { SPECULATION_RULES }
/** The header's value: a structured-field string naming the rules file. */
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`

/** Where the web editor at /admin/ talks to: its git host's API and sign-in service, from data/cms.json. */
export interface EditorOrigins {
  connect: string[]
  images: string[]
}

const GIT_HOSTS: Record<string, { api: string; images: string[] }> = {
  github: { api: "https://api.github.com", images: ["https://avatars.githubusercontent.com"] },
  gitlab: { api: "https://gitlab.com", images: ["https://gitlab.com", "https://secure.gravatar.com"] },
  gitea: { api: "", images: [] },
}

export function editorOriginsFromData(dataDir: string): EditorOrigins {
  const settings = JSON.parse(fs.readFileSync(path.join(dataDir, "cms.json"), "utf8")) as Record<string, unknown>
  const host = GIT_HOSTS[String(settings.backend)] ?? { api: "", images: [] }
  const apiRoot = originOf(settings.apiRoot)
  const connect = [apiRoot ?? originOf(host.api), originOf(settings.authBaseUrl)].filter((origin): origin is string => Boolean(origin))
  const images = [...host.images, ...(apiRoot ? [apiRoot] : [])]
  return { connect: [...new Set(connect)].sort(), images: [...new Set(images)].sort() }
}

/**
 * The editor's own policy, on /admin/ only: Decap CMS compiles code at run time ('unsafe-eval') and
 * styles its screens with inline styles; it talks to the git host, and shows uploads as blob: URLs.
 * No other page gets 'unsafe-eval'. Nobody may frame the editor.
 */
export function editorContentSecurityPolicy(origins: EditorOrigins): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...origins.images],
    "font-src": ["'self'", "data:"],
    "media-src": ["'self'", "blob:"],
    "connect-src": ["'self'", "blob:", ...origins.connect],
    "frame-src": ["'self'", "blob:"],
    "worker-src": ["'self'", "blob:"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "frame-ancestors": ["'none'"],
  }
  return policyText(directives)
}

/** The editor's headers: its own policy, never indexed, never cached stale. */
export function editorHeaders(origins: EditorOrigins): Record<string, string> {
  return {
    ...securityHeaders({ frames: [], connect: [] }),
    "Content-Security-Policy": editorContentSecurityPolicy(origins),
    "X-Frame-Options": "DENY",
    "X-Robots-Tag": "noindex, nofollow",
  }
}

/** The path under which the web editor is served. */
export const EDITOR_PATH = "/admin/"

export function securityHeaders(origins: ExternalOrigins): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(origins),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "SAMEORIGIN",
  }
}

/**
 * Paths whose names carry a content hash, so they can be cached for a year. Everything else (HTML,
 * page-data, app-data.json) must be revalidated: REVALIDATE, which is also Netlify's default.
 */
export const IMMUTABLE_PATTERNS: readonly string[] = ["/static/*", "/scripts/*", "/*.js", "/*.css"]

/** The site search's files (Pagefind): pagefind.js and its worker keep their names from build to build. */
export const SEARCH_INDEX_PATH = "/pagefind/"

/**
 * The published exam results (npm run results): the list of exams and the encrypted shards under
 * /results/<exam>/. Never indexed; the page /results/ itself is an ordinary page. A shard's name
 * changes with every publication (it is a keyed hash with the publication's own key), so shards can
 * be kept for a year; the list of exams changes in place and is revalidated.
 */
export const RESULTS_FILES = { exams: "/results/exams.json", shards: "/results/:exam/*" } as const
export const RESULTS_HEADERS: Readonly<Record<string, string>> = { "X-Robots-Tag": "noindex, nofollow" }

/** A policy header's value from its directives, in the order written. */
function policyText(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ")
}

/** What the embedded server (src/server/static-files.ts) needs of the policy, read from data/ once. */
export interface ServingOrigins {
  site: ExternalOrigins
  editor: EditorOrigins
}

/** A root-level hashed bundle or stylesheet, or anything under /static/ or /scripts/ (IMMUTABLE_PATTERNS, as nginx reads them). */
function isImmutablePath(pathname: string): boolean {
  return pathname.startsWith("/static/") || pathname.startsWith("/scripts/") || /^\/[^/]+\.(js|css)$/.test(pathname)
}

/** Whether the file at a path is a page (its HTML): "/about/", "/about/index.html", "/404.html". */
function isPagePath(pathname: string): boolean {
  return pathname.endsWith("/") || pathname.endsWith(".html")
}

/** The address of the page a path's file is ("/about/index.html" is "/about/"). */
function pageAddress(pathname: string): string {
  return pathname.replace(/(^|\/)index\.html$/, "$1")
}

/**
 * The headers of a file of public/ served at `pathname`, by the rules deploy/nginx/crest.conf and
 * static/_headers carry: the security headers (the editor's own under /admin/, a page's own policy
 * where it has one), the caching, the Speculation Rules of every page, and the results' X-Robots-Tag.
 * The browser tests hold nginx and the embedded server to the same answers.
 */
export function servedHeaders(pathname: string, origins: ServingOrigins): Record<string, string> {
  if (pathname.startsWith(EDITOR_PATH)) return { ...editorHeaders(origins.editor), "Cache-Control": REVALIDATE }
  const headers = securityHeaders(origins.site)
  if (pathname === RESULTS_FILES.exams) return { ...headers, ...RESULTS_HEADERS, "Cache-Control": REVALIDATE }
  if (/^\/results\/[^/]+\/[^/]+\.bin$/.test(pathname)) return { ...headers, ...RESULTS_HEADERS, "Cache-Control": IMMUTABLE }
  if (pathname === SPECULATION_RULES_PATH) return { ...headers, "Content-Type": SPECULATION_RULES_TYPE, "Cache-Control": REVALIDATE }
  if (isPagePath(pathname)) {
    const page = {
      "Content-Security-Policy": policyFor(pageAddress(pathname), origins.site),
      "Speculation-Rules": SPECULATION_RULES_HEADER,
    }
    return { ...headers, ...page, "Cache-Control": REVALIDATE }
  }
  return { ...headers, "Content-Security-Policy": policyFor(pathname, origins.site), "Cache-Control": isImmutablePath(pathname) ? IMMUTABLE : REVALIDATE }
}

/** The not-found page for an address: the Nepali one below /ne/, which applies the same address rules in Nepali. */
export function notFoundPageFor(pathname: string): string {
  return /^\/ne(\/|$)/i.test(pathname) ? "/ne/404.html" : "/404.html"
}
