// Writes .gz and .br files beside every compressible file of the build, so a server with
// gzip_static/brotli_static (deploy/nginx) sends them without compressing on each request.
import fs from "fs"
import os from "os"
import path from "path"
import { promisify } from "util"
import zlib from "zlib"

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/
const MIN_BYTES = 1024
/**
 * Brotli's top quality (11) is slow for what it buys: on the site's pages and page data it took three
 * times as long as 10 for 2% fewer bytes, most of the time of a rebuild. Above a megabyte even 10 is
 * slow: the web editor's 5 MB bundle takes 4 s at 10 and under half a second at 9, for 9% more
 * bytes, fetched once by staff.
 */
export const LARGE_FILE_BYTES = 1024 * 1024
const SITE_QUALITY = 10
const LARGE_FILE_QUALITY = 9

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)
const gunzip = promisify(zlib.gunzip)
const unbrotli = promisify(zlib.brotliDecompress)

export interface PrecompressTotals {
  files: number
  /** Files whose compressed copies from the last build were still right (kept). */
  kept: number
  bytes: number
  gzipBytes: number
  brotliBytes: number
}

function compressibleFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file))
    .filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).isFile() && fs.statSync(file).size >= MIN_BYTES)
}

/**
 * An incremental build leaves untouched files alone; their compressed copies are still right.
 * Strictly newer: a file rewritten within the file system's clock tick is compressed again.
 */
function isUpToDate(file: string, mtimeMs: number): boolean {
  return [`${file}.gz`, `${file}.br`].every((copy) => fs.existsSync(copy) && fs.statSync(copy).mtimeMs > mtimeMs)
}

/**
 * Gatsby writes every page again on each build, mostly with the same bytes: after a notice's title
 * changed, all 112 pages were rewritten and a few differed. Unpacking the old copies takes a
 * fraction of the time packing them again would (brotli at 10 is the slow part of a rebuild).
 */
async function copiesStillMatch(file: string, content: Buffer): Promise<boolean> {
  try {
    const [fromGzip, fromBrotli] = await Promise.all([
      fs.promises.readFile(`${file}.gz`).then((copy) => gunzip(copy)),
      fs.promises.readFile(`${file}.br`).then((copy) => unbrotli(copy)),
    ])
    return fromGzip.equals(content) && fromBrotli.equals(content)
  } catch {
    return false
  }
}

export function brotliQuality(bytes: number): number {
  return bytes > LARGE_FILE_BYTES ? LARGE_FILE_QUALITY : SITE_QUALITY
}

async function compress(file: string, totals: PrecompressTotals): Promise<void> {
  const stat = fs.statSync(file)
  totals.files += 1
  totals.bytes += stat.size
  const keep = () => {
    totals.kept += 1
    totals.gzipBytes += fs.statSync(`${file}.gz`).size
    totals.brotliBytes += fs.statSync(`${file}.br`).size
  }
  if (isUpToDate(file, stat.mtimeMs)) return keep()
  const content = await fs.promises.readFile(file)
  if (await copiesStillMatch(file, content)) return keep()
  const [gzipped, brotlied] = await Promise.all([
    gzip(content, { level: 9 }),
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(content.length),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ])
  await fs.promises.writeFile(`${file}.gz`, gzipped)
  await fs.promises.writeFile(`${file}.br`, brotlied)
  totals.gzipBytes += gzipped.length
  totals.brotliBytes += brotlied.length
}

/** Compresses on zlib's thread pool, one file per core at a time. */
export async function precompress(dir: string, parallel = os.availableParallelism()): Promise<PrecompressTotals> {
  const totals: PrecompressTotals = { files: 0, kept: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 }
  const queue = compressibleFiles(dir)
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) await compress(file, totals)
  }
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker))
  return totals
}
