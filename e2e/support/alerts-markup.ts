// The alerts' markup as the build writes it, for alerts the build never saw: the site's own
// component (src/features/alerts/site-alerts.tsx) rendered with React's server renderer, as Gatsby's
// build renders it, on the static queries' results this build wrote with the fixture's alerts in
// place of the data's. The component is bundled for Node with esbuild, its `gatsby` import answered
// by the results given here and its Sass modules' class names webpack's (one rule for both).
import { createRequire } from "node:module"
import path from "node:path"
import { build, type Plugin } from "esbuild"
import { classNamesIn } from "../../src/node/pages/css-modules-plugin"
import { cssModuleClassName, cssModuleExportName } from "../../src/node/styles/css-module-names"
import { compile } from "sass"
import type { Locale } from "../../src/lib/i18n/locales"

const ROOT = path.resolve(__dirname, "../..")

function styleModules(): Plugin {
  return {
    name: "style-modules",
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.module\.scss$/ }, (args) => {
        const { css } = compile(args.path, { style: "expanded" })
        const lines = classNamesIn(css).map((local, index) => `const c${index} = ${JSON.stringify(cssModuleClassName(ROOT, args.path, local))}; export { c${index} as ${cssModuleExportName(local)} }`)
        return { contents: lines.join("\n"), loader: "js" }
      })
    },
  }
}

const ENTRY = `
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { SiteAlerts } from "./src/features/alerts/site-alerts"
import { LocaleProvider } from "./src/state/locale-context"
export function render(locale) {
  return renderToStaticMarkup(React.createElement(LocaleProvider, { locale }, React.createElement(SiteAlerts)))
}
`

const GATSBY = `
export function graphql(strings) { return strings.join("") }
export function useStaticQuery(query) {
  const names = query.match(/[A-Za-z_]+/g)
  const answer = globalThis.__alertsFixtureQueries.find((result) => Object.keys(result).every((field) => names.includes(field)))
  if (!answer) throw new Error("the alerts fixture answers no query like " + query.slice(0, 60))
  return answer
}
export function Link({ to, ...rest }) { return require("react").createElement("a", { href: to, ...rest }) }
`

let bundled: Promise<(locale: Locale) => string> | undefined

async function bundle(): Promise<(locale: Locale) => string> {
  const gatsbyStandIn: Plugin = {
    name: "gatsby-stand-in",
    setup(esbuild) {
      esbuild.onResolve({ filter: /^gatsby$/ }, () => ({ path: "gatsby", namespace: "stand-in" }))
      esbuild.onLoad({ filter: /.*/, namespace: "stand-in" }, () => ({ contents: GATSBY, loader: "js" }))
    },
  }
  const result = await build({
    absWorkingDir: ROOT,
    stdin: { contents: ENTRY, resolveDir: ROOT, loader: "tsx" },
    bundle: true,
    platform: "node",
    format: "cjs",
    write: false,
    jsx: "automatic",
    external: ["react", "react-dom", "react/*", "react-dom/*"],
    plugins: [gatsbyStandIn, styleModules()],
    logLevel: "silent",
  })
  const module = { exports: {} as { render?: (locale: Locale) => string } }
  new Function("require", "module", "exports", result.outputFiles[0]!.text)(createRequire(path.join(ROOT, "package.json")), module, module.exports)
  return module.exports.render!
}

/** The alerts' region as the build writes it in a page of that language, for these static queries' results. */
export async function alertsMarkup(locale: Locale, queries: readonly object[]): Promise<string> {
  const render = await (bundled ??= bundle())
  ;(globalThis as { __alertsFixtureQueries?: readonly object[] }).__alertsFixtureQueries = queries
  return render(locale)
}
