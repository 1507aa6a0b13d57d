// Light pages: pages the site serves without Gatsby's runtime (docs/behaviour.md#light-pages). Their
// prebuilt HTML is the whole page, and nothing of it changes after load but what their own small script
// drives (src/light/): the site's frame (menu, Form dropdown, the bar's shadow, alerts) on each, and
// the page's own part on some. One list of English addresses, each page's Nepali twin light too; and
// the templates whose every page is light, for pages whose addresses come from data/.
import { unlocalizedPath } from "../i18n/locales"

export interface LightPage {
  /**
   * English address; its Nepali twin is light too. Ending in "/*", it names every page one level
   * below ("/documents/*": each document's page, not the library itself).
   */
  path: string
  /** The module the build bundles into the page's inline script, from the project's folder. */
  script: string
  /**
   * The system's fonts instead of the site's web fonts: for a page whose first view has a byte budget
   * the font files alone would spend (two weights of Lato are 46 KB, of Noto Sans Devanagari 66 KB).
   */
  systemFonts: boolean
  /**
   * The script draws some of the site's React components itself, with Preact in React's place: the
   * bundle gets Preact's compatibility layer for react and react-dom, a stand-in for gatsby, and the
   * class names of the Sass modules (src/node/pages/light-pages.ts).
   */
  preact?: boolean
  /**
   * The script goes in a file of its own (`/light-<hash>.js`, cached for a year like the site's other
   * hashed scripts) instead of inline: a large script the browser compiles as it downloads, away from
   * the page's main thread, where an inline one is compiled on it.
   */
  file?: boolean
}

export const LIGHT_PAGES: readonly LightPage[] = [
  // Home: the first-visit advert, the latest notices and the video band's clip are plain DOM
  // (src/lib/first-visit/popup-dialog.ts, src/lib/notices/current-notices.ts, src/lib/video/video-player.ts).
  { path: "/", script: "src/light/home.ts", systemFonts: false },
  // A frame around /school-form/: with the site's app on both pages a phone downloaded, parsed and ran
  // it twice on one main thread.
  { path: "/form/", script: "src/light/main.ts", systemFonts: false },
  // The form /form/ frames, which is its purpose: the form itself (React's AdmissionForm) hydrated by
  // Preact, whose start-up is a few ms where Gatsby's runtime and React held a phone's main thread for
  // hundreds. Reached through the router, React draws it as before.
  { path: "/school-form/", script: "src/features/admission/standalone/main.tsx", systemFonts: false, preact: true, file: true },
  // Results day: a student on a slow phone gets the form in under 60 KB; the lookup is plain DOM.
  { path: "/results/", script: "src/light/results.ts", systemFonts: true },
  // The level chooser and the print button are plain DOM (src/lib/fees/level-chooser.ts).
  { path: "/fees/", script: "src/light/fees.ts", systemFonts: false },
  // The filter's current category is marked by plain DOM (src/lib/documents/current-category.ts).
  { path: "/documents/", script: "src/light/documents.ts", systemFonts: false },
  // Its video (a YouTube clip framed only when the visitor presses play) is plain DOM
  // (src/lib/video/video-player.ts); its script ends the first visit, as React's About does.
  { path: "/about/", script: "src/light/about.ts", systemFonts: false },
  // Each photo album (not the list, which is below): the photo viewer is plain DOM (src/lib/gallery/photo-viewer.ts).
  { path: "/gallery/*", script: "src/light/album.ts", systemFonts: false },
  // Pages that nothing changes after load but the site's frame: React's runtime would only redraw
  // them, a long task on a phone's main thread for every page a family opens.
  { path: "/scholarships/", script: "src/light/main.ts", systemFonts: false },
  { path: "/staff/", script: "src/light/main.ts", systemFonts: false },
  { path: "/gallery/", script: "src/light/main.ts", systemFonts: false },
  { path: "/accessibility/", script: "src/light/main.ts", systemFonts: false },
  { path: "/privacy/", script: "src/light/main.ts", systemFonts: false },
  { path: "/sitemap/", script: "src/light/main.ts", systemFonts: false },
  { path: "/lunch-menu/", script: "src/light/main.ts", systemFonts: false },
  { path: "/documents/*", script: "src/light/main.ts", systemFonts: false },
  // The pages for addresses without one: the head's inline script picks the view (the not-found page
  // or the default category) and the body's moves a page asked for in another letter case; the
  // script puts the default category's head in place (src/lib/routes/missing-path-head.ts).
  { path: "/404.html", script: "src/light/not-found.ts", systemFonts: false },
  { path: "/404/", script: "src/light/not-found.ts", systemFonts: false },
]

/**
 * Templates whose every page is light, with the module of their script: createPages writes the script
 * into each such page's context (`lightScript`), since their addresses come from data/ (a curriculum
 * category's slug, the faculties' base path) and a list of addresses here would go stale.
 */
export const LIGHT_TEMPLATES: Readonly<Record<string, LightTemplate>> = {
  // A curriculum category (its subjects, its banner and side column) and a faculty (its hero and
  // study model): text, pictures and links; nothing on them changes after load but the site's frame.
  "src/templates/curriculum-page.tsx": { script: "src/light/main.ts" },
  "src/templates/faculty-page.tsx": { script: "src/light/main.ts" },
  // A page of the notice board: its list drops what expired since the build, in plain DOM
  // (src/lib/notices/current-notices.ts); the category filter and the page links are links.
  "src/templates/notice-list-page.tsx": { script: "src/light/notices.ts" },
  // A notice's own page: its line saying the notice has expired follows the visitor's clock, in plain
  // DOM (src/lib/notices/notice-expiry.ts); its attachments are links.
  "src/templates/notice-page.tsx": { script: "src/light/notice.ts" },
  // A calendar month (and /calendar/, which its head's script sends on to the visitor's month): today's
  // mark and the coming events follow the visitor's clock, in plain DOM (src/lib/calendar/calendar-clock.ts);
  // the months and the events' .ics files are links.
  "src/templates/calendar-month.tsx": { script: "src/light/calendar.ts" },
  // The college home (and its aliases): its clip, its gallery's viewer, today's date tile and the
  // back-to-top button are plain DOM. The date tile brings the BS tables: the script is a file.
  "src/templates/college-page.tsx": { script: "src/light/college.ts", file: true },
}

/** A light template's script: the module it is bundled from, and whether it goes in a file (LightPage.file). */
export interface LightTemplate {
  script: string
  file?: boolean
}

/** What createPages adds to the context of a page made by a light template. */
export interface LightPageContext {
  lightScript?: string
  lightScriptFile?: boolean
}

/** The context that makes the pages of `template` (from the project's folder) light, if it is listed. */
export function lightTemplateContext(template: string): LightPageContext {
  const light = LIGHT_TEMPLATES[template]
  if (!light) return {}
  return light.file ? { lightScript: light.script, lightScriptFile: true } : { lightScript: light.script }
}

const EVERY_CHILD = "*"

function matches(listed: string, path: string): boolean {
  if (!listed.endsWith(`/${EVERY_CHILD}`)) return listed === path
  const parent = listed.slice(0, -EVERY_CHILD.length)
  const rest = path.slice(parent.length)
  return path.startsWith(parent) && rest.length > 1 && rest.indexOf("/") === rest.length - 1
}

/** The light page at this address (in either language), if it is one. */
export function lightPageAt(pathname: string): LightPage | undefined {
  const path = unlocalizedPath(pathname)
  return LIGHT_PAGES.find((page) => matches(page.path, path))
}

/**
 * The light page at this address, listed or made by a light template (its context names its script).
 * A page of a template takes the system's fonts only when listed.
 */
export function lightPageOf(pathname: string, pageContext: unknown): LightPage | undefined {
  const listed = lightPageAt(pathname)
  if (listed) return listed
  const context = pageContext as LightPageContext | null | undefined
  const script = context?.lightScript
  if (typeof script !== "string") return undefined
  return { path: unlocalizedPath(pathname), script, systemFonts: false, ...(context?.lightScriptFile === true ? { file: true } : {}) }
}

/** Whether the page at this address (in either language) is served without Gatsby's runtime. */
export function isLightPagePath(pathname: string): boolean {
  return lightPageAt(pathname) !== undefined
}

/** Whether the prebuilt page at this address shows the system's fonts rather than the site's (docs/behaviour.md#light-pages). */
export function usesSystemFonts(pathname: string): boolean {
  return lightPageAt(pathname)?.systemFonts ?? false
}
