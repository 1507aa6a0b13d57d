// The build's data check (src/node/validate/validate-data.ts, with the site's addresses for its link
// check) run in the web editor's page, before a save: the editor refuses what the build would refuse,
// with the build's own words, instead of saving an entry that then stops the live site from updating.
// One implementation of every rule: this file only feeds the check the repository as the site was
// built (data-snapshot.json, written beside the editor by src/node/cms/admin-site.ts) with the entry
// being saved laid over it, and keeps the problems that the save would add.
import path from "path"
import { knownRoutes } from "../../routes"
import { validateDataDir } from "../../validate/validate-data"
import type { DataProblem } from "../../problems/describe"
import { setFiles, type VirtualFile } from "./virtual-fs"

/** What admin-site.ts writes: the repository's files the check reads, by path from its root. */
export interface DataSnapshot {
  files: Record<string, VirtualFile>
}

/** An entry as the save would write it. */
export interface PendingFile {
  /** From the repository's root, as Decap names entries: data/fees.json, data/notices/….json. */
  path: string
  text: string
}

// The check runs on absolute paths; any root will do, since the problems name files from it.
const ROOT = "/repository"

function problemKey(problem: DataProblem): string {
  return JSON.stringify([problem.file, problem.entry, problem.field, problem.expected, problem.found])
}

function checkFiles(files: ReadonlyMap<string, VirtualFile>): DataProblem[] {
  setFiles(files)
  return validateDataDir(path.join(ROOT, "data"), { routes: knownRoutes(ROOT) })
}

export function createDataCheck(snapshot: DataSnapshot) {
  const built = new Map<string, VirtualFile>(Object.entries(snapshot.files).map(([file, content]) => [path.join(ROOT, file), content]))
  const saved = new Map<string, VirtualFile>()
  let known: Set<string> | null = null
  // The last check's files and every problem it found: once those files are saved, those are what the build has.
  let last: { pending: readonly PendingFile[]; found: Set<string> } | null = null
  const filesWith = (pending: readonly PendingFile[], uploads: readonly string[]) => {
    const files = new Map([...built, ...saved])
    for (const upload of uploads) files.set(path.join(ROOT, upload), { size: 0 })
    for (const file of pending) files.set(path.join(ROOT, file.path), { text: file.text })
    return files
  }
  return {
    /**
     * The problems the build would have after these files are saved that it does not have now. What
     * was wrong before the edit is not the editor's to refuse: the office must be able to save the fix
     * of one mistake while another, elsewhere, waits.
     */
    problemsOf(pending: readonly PendingFile[], uploads: readonly string[] = []): DataProblem[] {
      known ??= new Set(checkFiles(filesWith([], [])).map(problemKey))
      const before = known
      const found = checkFiles(filesWith(pending, uploads))
      last = { pending, found: new Set(found.map(problemKey)) }
      return found.filter((problem) => !before.has(problemKey(problem)))
    },
    /** A save went through: later checks see the file as it is now, and the files uploaded with it. */
    saved(file: PendingFile, uploads: readonly string[] = []): void {
      saved.set(path.join(ROOT, file.path), { text: file.text })
      for (const upload of uploads) saved.set(path.join(ROOT, upload), { size: 0 })
      const checked = last?.pending.length === 1 && last.pending[0]!.path === file.path && last.pending[0]!.text === file.text
      known = checked ? last!.found : null
      last = null
    },
  }
}

export type DataCheck = ReturnType<typeof createDataCheck>
