// Pages that show the system's fonts instead of the site's web fonts: a page whose first view has a
// byte budget the font files alone would spend (two weights of Lato are 46 KB, of Noto Sans Devanagari
// 66 KB). Results day: a student on a slow phone gets the form in under 60 KB.
import { unlocalizedPath } from "../i18n/locales"

const SYSTEM_FONT_PAGES: ReadonlySet<string> = new Set(["/results/"])

/** Whether the prebuilt page at this address (in either language) shows the system's fonts (global.scss). */
export function usesSystemFonts(pathname: string): boolean {
  return SYSTEM_FONT_PAGES.has(unlocalizedPath(pathname))
}
