// Writes .gz and .br files beside every compressible file of the build, so a server with
// gzip_static/brotli_static (deploy/nginx) sends them without compressing on each request.
import fs from "fs"
import path from "path"
import zlib from "zlib"

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|webmanifest|map)$/
const MIN_BYTES = 1024

function compressibleFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file))
    .filter((file) => COMPRESSIBLE.test(file) && !file.endsWith(".map") && fs.statSync(file).isFile() && fs.statSync(file).size >= MIN_BYTES)
}

export async function precompress(dir: string): Promise<{ files: number; bytes: number; gzipBytes: number; brotliBytes: number }> {
  const totals = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 }
  for (const file of compressibleFiles(dir)) {
    const content = await fs.promises.readFile(file)
    const gzip = zlib.gzipSync(content, { level: 9 })
    const brotli = zlib.brotliCompressSync(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    })
    await fs.promises.writeFile(`${file}.gz`, gzip)
    await fs.promises.writeFile(`${file}.br`, brotli)
    totals.files += 1
    totals.bytes += content.length
    totals.gzipBytes += gzip.length
    totals.brotliBytes += brotli.length
  }
  return totals
}
