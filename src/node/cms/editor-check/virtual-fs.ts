// The part of Node's `fs` that the data check (src/node/validate/) reads with, over files held in
// memory, so that the same check runs in the web editor's page: esbuild puts this module where the
// check imports "fs" (src/node/cms/admin-site.ts). The editor fills it with the repository's content
// as the site was built, then lays the entry being saved over it.
import path from "path"

/** A file's text, or only its size for a file the check never reads (a picture, a PDF). */
export type VirtualFile = { text: string } | { size: number }

const files = new Map<string, VirtualFile>()
const folders = new Set<string>()

function foldersOf(file: string): string[] {
  const found: string[] = []
  for (let folder = path.dirname(file); !folders.has(folder) && folder !== path.dirname(folder); folder = path.dirname(folder)) found.push(folder)
  return found
}

/** Replaces every file; `contents` is keyed by absolute path. */
export function setFiles(contents: ReadonlyMap<string, VirtualFile>): void {
  files.clear()
  folders.clear()
  folders.add("/")
  for (const [file, content] of contents) {
    files.set(file, content)
    for (const folder of foldersOf(file)) folders.add(folder)
  }
}

function notFound(file: string, call: string): Error {
  return Object.assign(new Error(`ENOENT: no such file or directory, ${call} '${file}'`), { code: "ENOENT" })
}

function existsSync(file: string): boolean {
  const absolute = path.resolve(file)
  return files.has(absolute) || folders.has(absolute)
}

function readFileSync(file: string): string {
  const content = files.get(path.resolve(file))
  if (!content) throw notFound(file, "open")
  if (!("text" in content)) throw new Error(`${file} is held by its size only: the data check does not read it`)
  return content.text
}

interface Stats {
  isFile: () => boolean
  isDirectory: () => boolean
  size: number
}

function statSync(file: string): Stats {
  const absolute = path.resolve(file)
  const content = files.get(absolute)
  if (content) return { isFile: () => true, isDirectory: () => false, size: "text" in content ? content.text.length : content.size }
  if (folders.has(absolute)) return { isFile: () => false, isDirectory: () => true, size: 0 }
  throw notFound(file, "stat")
}

interface Dirent {
  name: string
  isFile: () => boolean
  isDirectory: () => boolean
}

function readdirSync(folder: string, options?: { withFileTypes?: boolean }): string[] | Dirent[] {
  const absolute = path.resolve(folder)
  if (!folders.has(absolute)) throw notFound(folder, "scandir")
  const names = new Set<string>()
  for (const candidate of [...files.keys(), ...folders]) {
    if (candidate !== absolute && path.dirname(candidate) === absolute) names.add(path.basename(candidate))
  }
  const sorted = [...names].sort()
  if (!options?.withFileTypes) return sorted
  return sorted.map((name) => {
    const isFile = files.has(path.join(absolute, name))
    return { name, isFile: () => isFile, isDirectory: () => !isFile }
  })
}

const virtualFs = { existsSync, readFileSync, statSync, readdirSync }
export { existsSync, readFileSync, statSync, readdirSync }
export default virtualFs
