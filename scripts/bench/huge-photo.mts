// `npm run bench:huge-photo`: what happens when a maintainer drops a 6000×4000 phone photo into an
// image slot. Builds a throw-away copy of the site with such a JPEG as the home page's hero, then
// loads / at phone and desktop width and prints the build time and the bytes a visitor downloads,
// next to the same figures for the site as committed (which must already be built in public/).
import { execSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { launchBrowser } from "../../e2e/support/browser.ts"
import { startStaticServer } from "../../e2e/support/static-server.ts"

const root = process.cwd()
const SLOT = "data/images/home/hero.jpg"

async function hugePhoto(file: string): Promise<number> {
  // Noise over a gradient compresses like a real photo, so the file is as heavy as one.
  const width = 6000
  const height = 4000
  const noise = Buffer.alloc(width * height * 3)
  for (let index = 0; index < noise.length; index++) noise[index] = (index * 2654435761) >>> 24
  await sharp(noise, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#1c4e9c" stop-opacity=".8"/><stop offset="1" stop-color="#f2a900" stop-opacity=".8"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`) }])
    .jpeg({ quality: 92 })
    .toFile(file)
  return fs.statSync(file).size
}

async function pageWeight(publicDir: string, width: number): Promise<{ total: number; images: number; largestImage: number }> {
  const server = await startStaticServer(publicDir)
  const browser = await launchBrowser()
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } })
  await context.addInitScript(() => sessionStorage.setItem("crest:first-visit-ended", "true"))
  const page = await context.newPage()
  const sizes: Array<{ type: string; bytes: number }> = []
  page.on("response", async (response) => {
    const body = await response.body().catch(() => Buffer.alloc(0))
    sizes.push({ type: response.request().resourceType(), bytes: body.length })
  })
  await page.goto(server.url + "/", { waitUntil: "networkidle" })
  await browser.close()
  await server.close()
  const images = sizes.filter((size) => size.type === "image")
  return {
    total: sizes.reduce((sum, size) => sum + size.bytes, 0),
    images: images.reduce((sum, size) => sum + size.bytes, 0),
    largestImage: Math.max(0, ...images.map((size) => size.bytes)),
  }
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`

const work = fs.mkdtempSync(path.join(os.tmpdir(), "crest-huge-"))
try {
  for (const file of execSync("git ls-files", { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean)) {
    fs.mkdirSync(path.dirname(path.join(work, file)), { recursive: true })
    fs.copyFileSync(path.join(root, file), path.join(work, file))
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(work, "node_modules"))
  const photoBytes = await hugePhoto(path.join(work, SLOT))
  console.log(`Dropped a 6000×4000 JPEG of ${kb(photoBytes)} at ${SLOT}`)
  const started = Date.now()
  execSync("npx gatsby build", { cwd: work, stdio: "ignore", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
  console.log(`Build with it: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  for (const width of [390, 1280]) {
    const withPhoto = await pageWeight(path.join(work, "public"), width)
    const committed = await pageWeight(path.join(root, "public"), width)
    console.log(
      `/ at ${width} px: ${kb(withPhoto.total)} downloaded, images ${kb(withPhoto.images)}, largest image ${kb(withPhoto.largestImage)}` +
        ` (committed artwork: ${kb(committed.total)}, images ${kb(committed.images)}, largest ${kb(committed.largestImage)})`,
    )
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true })
}
