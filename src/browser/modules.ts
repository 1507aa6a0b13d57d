// The page parts that change after load, each a plain-DOM module found by the `data-module` attribute
// on the part's root element in the markup the server wrote, as GOV.UK Frontend's initAll finds its
// components. Each module is a chunk of its own, loaded only on a page that names it.
import { MODULE_ATTRIBUTE, type ModuleName } from "../lib/modules/names"
import { showPartError } from "./error-screen"
import { loadChunk } from "./load-chunk"

/** What every module exports: it starts its behaviour on one part's root element, until `signal` aborts. */
export interface PageModule {
  start(element: HTMLElement, signal: AbortSignal): void
}

// Each import() names its file literally, so the bundler makes each module a chunk of its own.
export const MODULES: Readonly<Record<ModuleName, () => Promise<PageModule>>> = {
  "first-visit-popup": () => import("./modules/first-visit-popup"),
  "first-visit-end": () => import("./modules/first-visit-end"),
  "notice-list": () => import("./modules/notice-list"),
  "notice-expiry": () => import("./modules/notice-expiry"),
  video: () => import("./modules/video"),
  "photo-album": () => import("./modules/photo-album"),
  "calendar-clock": () => import("./modules/calendar-clock"),
  "today-tile": () => import("./modules/today-tile"),
  fees: () => import("./modules/fees"),
  "document-filter": () => import("./modules/document-filter"),
  "print-page": () => import("./modules/print-page"),
  "results-lookup": () => import("./modules/results-lookup"),
  "missing-path": () => import("./modules/missing-path"),
}

// An element is started once, however often the page's parts are started.
const started = new WeakSet<Element>()

function isModuleName(name: string): name is ModuleName {
  return Object.prototype.hasOwnProperty.call(MODULES, name)
}

/**
 * Starts the module of every `[data-module]` element in `doc`, each module loaded once for all its
 * elements; resolves once each has started. A name no module has, a module that fails to load (which
 * loadChunk tells the visitor) or a start that throws (the part shows the error screen in its place)
 * rejects, once every other part has started: one broken part leaves the others working.
 */
export async function startModules(doc: Document, signal: AbortSignal): Promise<void> {
  const byName = new Map<ModuleName, HTMLElement[]>()
  const problems: unknown[] = []
  for (const element of doc.querySelectorAll<HTMLElement>(`[${MODULE_ATTRIBUTE}]`)) {
    if (started.has(element)) continue
    const name = element.getAttribute(MODULE_ATTRIBUTE) ?? ""
    if (!isModuleName(name)) {
      problems.push(new Error(`No page module is named "${name}" (${MODULE_ATTRIBUTE} on <${element.localName}>)`))
      continue
    }
    started.add(element)
    byName.set(name, [...(byName.get(name) ?? []), element])
  }
  await Promise.all(
    [...byName].map(async ([name, elements]) => {
      let module: PageModule
      try {
        module = await loadChunk(name, MODULES[name])
      } catch (error) {
        problems.push(error)
        return
      }
      for (const element of elements) {
        if (signal.aborted) return
        try {
          module.start(element, signal)
        } catch (error) {
          showPartError(element, error)
          problems.push(error)
        }
      }
    }),
  )
  if (problems.length === 1) throw problems[0]
  if (problems.length > 1) throw new AggregateError(problems, problems.map((problem) => (problem instanceof Error ? problem.message : String(problem))).join("\n"))
}
