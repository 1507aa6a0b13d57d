/** @jest-environment node */
// The Sass modules' class names, written by one rule for webpack (Gatsby's build) and for esbuild (the
// pages' scripts): src/node/styles/css-module-names.ts and src/node/pages/css-modules-plugin.ts. The
// build itself holds the built pages' stylesheets to the names the scripts write (missingClassNames).
import path from "node:path"
import { build } from "esbuild"
import { classNamesIn, cssModulesPlugin } from "../../../src/node/pages/css-modules-plugin"
import { missingClassNames } from "../../../src/node/pages/page-runtime"
import { cssModuleClassName, cssModuleExportName, cssModuleIdent } from "../../../src/node/styles/css-module-names"

const ROOT = path.resolve(__dirname, "../../..")

describe("a Sass module's class names", () => {
  it("are the file's name, the class and a hash of where the file is, as Gatsby's default shapes them", () => {
    const file = path.join(ROOT, "src/features/admission/admission-form.module.scss")
    expect(cssModuleClassName(ROOT, file, "form")).toMatch(/^admission-form-module--form--[0-9a-f]{5}$/)
    expect(cssModuleClassName(ROOT, file, "form")).toBe(cssModuleIdent({ rootContext: ROOT, resourcePath: file }, "[name]", "form"))
    // Two modules of one name in two folders keep their classes apart.
    expect(cssModuleClassName(ROOT, path.join(ROOT, "src/a/x.module.scss"), "box")).not.toBe(cssModuleClassName(ROOT, path.join(ROOT, "src/b/x.module.scss"), "box"))
  })

  it("are imported by css-loader's dashesOnly names", () => {
    expect(cssModuleExportName("form-sections")).toBe("formSections")
    expect(cssModuleExportName("summary")).toBe("summary")
  })

  it("are found in a compiled stylesheet's selectors, not in its :global() parts, numbers or addresses", () => {
    const css = `.page{margin:.5rem;background:url(a.png)}\n.page .title-row,.aside>p{color:red}\n:global(html[data-embedded]) .header{display:none}\n@media print{.print-hidden{display:none}}\n:global(body):has(.sheet) :global(:is(header, .nav)){x:y}`
    expect(classNamesIn(css).sort()).toEqual(["aside", "header", "page", "print-hidden", "sheet", "title-row"])
  })
})

describe("esbuild's plugin", () => {
  it("makes a component's `import * as styles` the names webpack gives the same module", async () => {
    const named = new Set<string>()
    const result = await build({
      absWorkingDir: ROOT,
      stdin: { contents: 'import * as styles from "./src/components/button/button.module.scss"; globalThis.styles = styles', resolveDir: ROOT },
      bundle: true,
      format: "iife",
      write: false,
      plugins: [cssModulesPlugin(ROOT, named)],
    })
    const scope: { styles?: Record<string, string> } = {}
    new Function("globalThis", result.outputFiles[0]!.text)(scope)
    const file = path.join(ROOT, "src/components/button/button.module.scss")
    expect(scope.styles?.button).toBe(cssModuleClassName(ROOT, file, "button"))
    expect([...named]).toContain(cssModuleClassName(ROOT, file, "button"))
  })

  it("is checked against the pages' stylesheets: the names none of them has are found", () => {
    const styles = [".a--x--12345{color:red}", ".b--z--13579{color:blue}"]
    expect(missingClassNames(styles, ["a--x--12345", "b--z--13579"])).toEqual([])
    expect(missingClassNames(styles, ["a--x--12345", "a--y--67890"])).toEqual(["a--y--67890"])
  })
})
