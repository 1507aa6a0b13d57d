// The JSON files of a data folder that holds one file per entry (data/notices/, data/events/), in one
// order on every machine: by name.
import fs from "fs"
import path from "path"

/** Absolute paths of the .json files directly in `dir`, sorted by name; none when the folder is missing. */
export function jsonFilesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => path.join(dir, name))
}

/** Every file under a folder and its subfolders, as paths relative to it with "/" between parts, sorted. */
export function filesUnder(dir: string, prefix = ""): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name
      if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), relative)
      return entry.isFile() ? [relative] : []
    })
    .sort()
}

/** Every .json file under a folder and its subfolders, as paths relative to it with "/" between parts, sorted. */
export function jsonFilesUnder(dir: string): string[] {
  return filesUnder(dir).filter((relative) => relative.endsWith(".json"))
}
