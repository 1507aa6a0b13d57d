import fs from "fs"

/**
 * Writes a file only when its content differs, so an unchanged file keeps its date and a rebuild does
 * not compress it again (src/node/precompress.ts keeps copies newer than their file).
 */
export function writeIfChanged(file: string, content: string | Buffer): boolean {
  const bytes = typeof content === "string" ? Buffer.from(content) : content
  if (fs.existsSync(file) && fs.readFileSync(file).equals(bytes)) return false
  fs.writeFileSync(file, bytes)
  return true
}
