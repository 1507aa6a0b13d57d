// The office inbox page, /office/: made here rather than in src/pages, because every page there gets a
// Nepali twin and a place in the site's routes (the sitemap, the link and page tests of the public
// site). This page is for the admissions office only, in English, and rendered in the browser.
import path from "path"
import type { Actions } from "gatsby"
import { OFFICE_PATH } from "../../lib/office/paths"

export function createOfficePage(actions: Pick<Actions, "createPage">, root: string): void {
  actions.createPage({
    path: OFFICE_PATH,
    component: path.join(root, "src/templates/office-page.tsx"),
    // Its own frame, not the site's layout: no navigation, language switch or alerts of the public site.
    context: { locale: "en", bareLayout: true },
  })
}
