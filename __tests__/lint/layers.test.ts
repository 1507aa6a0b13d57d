/**
 * @jest-environment node
 */
// The layers rule of the lint (layers.config.mjs, README "Layers") fails on a crossing: a planted
// file at each layer's place, linted with the project's own ESLint configuration. ESLint runs in a
// child process of its own, since its configuration is an ES module that Jest's runtime cannot load.
import { execFileSync } from "node:child_process"
import path from "node:path"

const ROOT = path.resolve(__dirname, "../..")

interface Planted {
  file: string
  code: string
}

interface Finding {
  file: string
  rules: string[]
}

/** The rule ids ESLint reports for each planted file, as if it lay at that place in the repository. */
function lint(planted: readonly Planted[]): Finding[] {
  const script = `
    import { ESLint } from "eslint"
    const eslint = new ESLint({ cwd: process.cwd() })
    const planted = JSON.parse(process.argv[1])
    const findings = []
    for (const { file, code } of planted) {
      const [result] = await eslint.lintText(code, { filePath: file })
      findings.push({ file, rules: result.messages.map((message) => message.ruleId ?? message.message) })
    }
    process.stdout.write(JSON.stringify(findings))
  `
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script, JSON.stringify(planted)], { cwd: ROOT, encoding: "utf8" })
  return JSON.parse(output) as Finding[]
}

const CASES = {
  // A component reaching up into a feature (what components/layout once did with the alerts).
  componentToFeature: { file: "src/components/layout/planted.tsx", code: 'export { SiteAlerts } from "../../features/alerts/site-alerts"\n' },
  // A feature importing from a template: a cycle, since templates import features.
  featureToTemplate: { file: "src/features/calendar/planted.ts", code: 'export { Head } from "../../templates/calendar-month"\n' },
  // A section using another folder's feature.
  sectionToFeature: { file: "src/sections/home/planted.ts", code: 'export { NoticeList } from "../../features/notices/notice-list"\n' },
  // One feature using another.
  featureToFeature: { file: "src/features/notices/planted.ts", code: 'export { SiteAlerts } from "../alerts/site-alerts"\n' },
  // React in lib/ or node/.
  reactInLib: { file: "src/lib/planted.ts", code: 'export { useState } from "react"\n' },
  reactInNode: { file: "src/node/planted.ts", code: 'export { createElement } from "react"\n' },
  // React, or a component drawn with it, in the plain-DOM part of the pages' script (which runs without React).
  reactInBrowser: { file: "src/browser/planted.ts", code: 'export { useState } from "react"\n' },
  browserToComponent: { file: "src/browser/planted-component.ts", code: 'export { Drawer } from "../components/drawer/drawer"\n' },
  libToState: { file: "src/lib/planted-hook.ts", code: 'export { useLocale } from "../state/locale-context"\n' },
  // The Nepali overlays importing the data check that checks them.
  overlaysToCheck: { file: "src/node/locales/planted.ts", code: 'export { validateDataDir } from "../validate/validate-data"\n' },
  // Imports that point down pass.
  pageDown: { file: "src/pages/planted.tsx", code: 'export { SearchPage } from "../features/search/search-page"\nexport { Button } from "../components/button/button"\n' },
  checkDown: { file: "src/node/validate/planted.ts", code: 'export { OVERLAY_DIR } from "../locales/overlay"\n' },
} satisfies Record<string, Planted>

describe("the layers rule of the lint", () => {
  let findings: Map<string, string[]>

  beforeAll(() => {
    findings = new Map(lint(Object.values(CASES)).map(({ file, rules }) => [file, rules]))
  }, 120_000)

  it.each(["componentToFeature", "featureToTemplate", "sectionToFeature", "featureToFeature", "libToState", "overlaysToCheck", "browserToComponent"] as const)(
    "fails an import that points up or sideways: %s",
    (name) => {
      expect(findings.get(CASES[name].file)).toEqual(["boundaries/element-types"])
    },
  )

  it.each(["reactInLib", "reactInNode", "reactInBrowser"] as const)("fails React where no page is drawn: %s", (name) => {
    expect(findings.get(CASES[name].file)).toEqual(["boundaries/external"])
  })

  it.each(["pageDown", "checkDown"] as const)("passes imports that point down: %s", (name) => {
    expect(findings.get(CASES[name].file)).toEqual([])
  })
})
