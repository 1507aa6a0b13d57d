// The first-load JavaScript of a bare Gatsby 5 page with one picture (scripts/bench/bare-gatsby/),
// the yardstick beside which `npm run bench` reports Home's. Built once per Gatsby version and site
// source into the system's temporary folder, with this project's node_modules, so both pages are
// made by the same Gatsby, React and image plugins.
import { execSync } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { launchBrowser } from "../../e2e/support/browser.ts"
import { startStaticServer } from "../../e2e/support/static-server.ts"
import { gzipBytes, inlineScriptsGzip } from "./first-load.ts"

const PICTURE = "data/images/home/hero.jpg"
// How long no request may be made before a page counts as loaded.
const QUIET_MS = 3000

function sourceFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name)
    return entry.isDirectory() ? sourceFiles(dir, relative) : [relative]
  })
}

/** Builds the bare page unless this Gatsby and these sources were built already; returns its public/. */
export function buildBareGatsby(root: string): string {
  const source = path.join(root, "scripts/bench/bare-gatsby")
  const gatsbyVersion = (JSON.parse(fs.readFileSync(path.join(root, "node_modules/gatsby/package.json"), "utf8")) as { version: string }).version
  const hash = crypto.createHash("sha256").update(gatsbyVersion)
  for (const file of sourceFiles(source).sort()) hash.update(file).update(fs.readFileSync(path.join(source, file)))
  hash.update(fs.readFileSync(path.join(root, PICTURE)))
  const stamp = hash.digest("hex").slice(0, 16)
  const dir = path.join(os.tmpdir(), "crest-bare-gatsby")
  const stampFile = path.join(dir, "built-from")
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === stamp) return path.join(dir, "public")

  console.log(`Building the bare Gatsby ${gatsbyVersion} page in ${dir} …`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.cpSync(source, dir, { recursive: true })
  fs.mkdirSync(path.join(dir, "src/images"), { recursive: true })
  fs.copyFileSync(path.join(root, PICTURE), path.join(dir, "src/images/picture.jpg"))
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir")
  const versions = (name: string) => (JSON.parse(fs.readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as { version: string }).version
  const dependencies = Object.fromEntries(["gatsby", "gatsby-plugin-image", "gatsby-plugin-sharp", "gatsby-transformer-sharp", "react", "react-dom"].map((name) => [name, versions(name)]))
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "bare-gatsby", private: true, dependencies }))
  execSync("npx gatsby build", { cwd: dir, stdio: "ignore", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
  fs.writeFileSync(stampFile, stamp)
  return path.join(dir, "public")
}

export interface RouteWeight {
  route: string
  /** First-load JavaScript, gzip bytes. */
  bytes: number
  /** Beside the bare page's. */
  ratio: number
}

export interface Weights {
  home: number
  bare: number
  ratio: number
  /** Home first, then each other route measured. */
  routes: RouteWeight[]
}

/**
 * The JavaScript a first visit to `route` loads until the network is idle (the page's own chunks, and
 * those it asks for at once, such as the image component's), and the scripts written into its HTML, as
 * gzip bytes: served from `publicDir`
 * by a plain static server to a fresh Chromium at a phone's size.
 */
export async function firstLoadOnTheWire(publicDir: string, route = "/"): Promise<number> {
  const server = await startStaticServer(publicDir)
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    const scripts = new Set<string>()
    let lastRequest = Date.now()
    page.on("request", (request) => {
      lastRequest = Date.now()
      const url = new URL(request.url())
      if (url.origin === new URL(server.url).origin && url.pathname.endsWith(".js")) scripts.add(url.pathname)
    })
    const response = await page.goto(server.url + route, { waitUntil: "load" })
    const inline = inlineScriptsGzip((await response?.text()) ?? "")
    await page.waitForLoadState("networkidle")
    // Scripts that start after the first paint (the site's entry scripts, then what hydration asks
    // for) can come after a quiet spell: wait until nothing was requested for a while.
    const started = Date.now()
    while (Date.now() - lastRequest < QUIET_MS && Date.now() - started < 30_000) await page.waitForTimeout(250)
    return [...scripts].reduce((total, script) => total + gzipBytes(path.join(publicDir, script)), inline)
  } finally {
    await browser.close()
    await server.close()
  }
}

/** Home's first-load JavaScript (and each other route's) beside the bare page's, measured alike, and their ratios. */
export async function firstLoadWeights(root: string, publicDir: string, routes: readonly string[] = []): Promise<Weights> {
  const bareDir = buildBareGatsby(root)
  const bare = await firstLoadOnTheWire(bareDir)
  const measured: RouteWeight[] = []
  for (const route of new Set(["/", ...routes])) {
    const bytes = await firstLoadOnTheWire(publicDir, route)
    measured.push({ route, bytes, ratio: bytes / bare })
  }
  const home = measured[0]!.bytes
  return { home, bare, ratio: home / bare, routes: measured }
}

export function describeWeights({ bare, routes }: Weights): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const width = Math.max(...routes.map(({ route }) => route.length))
  return [
    `First-load JavaScript (gzip) beside a bare Gatsby page with one picture (${kb(bare)}):`,
    ...routes.map(({ route, bytes, ratio }) => `  ${route.padEnd(width)}  ${kb(bytes).padStart(8)}  ${ratio.toFixed(2)}×`),
  ].join("\n")
}
