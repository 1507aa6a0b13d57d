// The serving policy of the built site, in one place: caching per Gatsby's guidance
// (https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/caching/) and the security headers.
// scripts/deploy/generate.ts writes it out for nginx and for Netlify-style hosts.
import fs from "fs"
import path from "path"

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

export function contentSecurityPolicy(origins: ExternalOrigins): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // Gatsby inlines its chunk map and loader in each page; no eval anywhere.
    "script-src": ["'self'", "'unsafe-inline'"],
    // Gatsby inlines critical CSS, and gatsby-plugin-image sizes images with style attributes.
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
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ")
}

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
export const IMMUTABLE_PATTERNS: readonly string[] = ["/static/*", "/*.js", "/*.css"]
