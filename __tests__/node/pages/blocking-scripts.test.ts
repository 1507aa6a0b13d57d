/** @jest-environment node */
// The classic scripts after the build (src/node/pages/blocking-scripts.ts): each file of
// src/browser/blocking/ bundled as a classic script, named in every placeholder, gatsby-plugin-image's
// inline scripts replaced by the pictures' file, and no inline script left that the browser would run.
import fs from "node:fs"
import path from "node:path"
import { renderToStaticMarkup } from "react-dom/server"
import React from "react"
import { BlockingScript } from "../../../src/components/blocking-script/blocking-script"
import {
  BLOCKING_FOLDER,
  bundleBlockingScripts,
  classicScriptsRewrite,
  NO_INLINE_SCRIPT,
  PICTURES_SCRIPT,
  type BundledBlockingScript,
} from "../../../src/node/pages/blocking-scripts"
import { rewritePage } from "../../../src/node/pages/page-pass"
import { makeTempDir } from "../../support/temp-dir"

const ROOT = path.resolve(__dirname, "../../..")

// gatsby-plugin-image's scripts as its server render and its gatsby-ssr write them (abridged after their opening).
const PLUGIN_HEAD = `<script type="module">const e="undefined"!=typeof HTMLImageElement&&"loading"in HTMLImageElement.prototype;e&&document.body.addEventListener("load",(function(e){}),!0);</script>`
const PLUGIN_PICTURE = `<script type="module">const t="undefined"!=typeof HTMLImageElement&&"loading"in HTMLImageElement.prototype;if(t){const t=document.querySelectorAll("img[data-main-image]");}</script>`

const SCRIPTS: BundledBlockingScript[] = [
  { name: "alerts", src: "/scripts/alerts-AAAA.js", bytes: 1 },
  { name: "missing-path", src: "/scripts/missing-path-BBBB.js", bytes: 1 },
  { name: PICTURES_SCRIPT, src: "/scripts/pictures-CCCC.js", bytes: 1 },
]

const placeholder = (props: React.ComponentProps<typeof BlockingScript>) => renderToStaticMarkup(React.createElement(BlockingScript, props))

const withBlockingScripts = (html: string, scripts: readonly BundledBlockingScript[]) => rewritePage(html, [classicScriptsRewrite(scripts), NO_INLINE_SCRIPT])

function page(head: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}<script type="application/ld+json">{"@type":"School"}</script></head><body>${body}<script data-page-script="" type="module" src="/scripts/main-X.js"></script></body></html>`
}

describe("the classic scripts of the pages", () => {
  it("names each placeholder's file, keeping its props, and replaces the plugin's picture scripts by the pictures' file", () => {
    const props = { knownPaths: ["/a/", "/</script>/"], home: "/", fonts: [] }
    const html = page(
      `${PLUGIN_HEAD}${placeholder({ name: "missing-path", props })}`,
      `<section id="site-alerts"><div data-alert-id="a"></div>${placeholder({ name: "alerts" })}</section><div data-gatsby-image-wrapper=""><noscript></noscript>${PLUGIN_PICTURE}</div><div data-gatsby-image-wrapper=""><noscript></noscript>${PLUGIN_PICTURE}</div>`,
    )
    const next = withBlockingScripts(html, SCRIPTS)
    expect(next).not.toContain("HTMLImageElement")
    expect(next).toContain('<head><meta charSet="utf-8"><script data-blocking-script="pictures" defer="" src="/scripts/pictures-CCCC.js"></script><script data-blocking-script="missing-path" data-props="')
    expect(next).toMatch(/<script data-blocking-script="missing-path" data-props="[^"]*" src="\/scripts\/missing-path-BBBB\.js"><\/script>/)
    expect(next).toContain('<script data-blocking-script="alerts" src="/scripts/alerts-AAAA.js"></script></section>')
    // The props travel in an attribute: no address can close the element.
    expect(next.match(/<\/script>/g)).toHaveLength(5)
  })

  it("gives the next build's files to a page an earlier build already named its own", () => {
    const once = withBlockingScripts(page(PLUGIN_HEAD, placeholder({ name: "alerts" })), SCRIPTS)
    const next = withBlockingScripts(once, SCRIPTS.map((script) => ({ ...script, src: script.src.replace(/-[A-Z]+\.js$/, "-NEXT.js") })))
    expect(next).toContain('<script data-blocking-script="alerts" src="/scripts/alerts-NEXT.js"></script>')
    expect(next).toContain('<script data-blocking-script="pictures" defer="" src="/scripts/pictures-NEXT.js"></script>')
    expect(next.match(/ src=/g)).toHaveLength(3)
  })

  it("fails on a placeholder of no file, on the plugin's picture scripts without its head script, and on any inline script left", () => {
    expect(() => withBlockingScripts(page("", placeholder({ name: "nowhere" })), SCRIPTS)).toThrow(`a placeholder names "nowhere", which ${BLOCKING_FOLDER} has no file for`)
    expect(() => withBlockingScripts(page("", PLUGIN_PICTURE), SCRIPTS)).toThrow("gatsby-plugin-image's first script in the page is not its head script")
    expect(() => withBlockingScripts(page("<script>window.pagePath='/'</script>", ""), SCRIPTS)).toThrow(
      "an inline script is left, which the site's policy (script-src 'self') refuses: window.pagePath='/'",
    )
    expect(() => withBlockingScripts(page("", "<script type=module>go()</script>"), SCRIPTS)).toThrow(/an inline script is left/)
  })

  it("bundles every file of the folder as a classic script named by its content", async () => {
    const dir = makeTempDir("crest-blocking-scripts-")
    const scripts = await bundleBlockingScripts(ROOT, dir)
    const sources = fs.readdirSync(path.join(ROOT, BLOCKING_FOLDER)).map((file) => file.replace(/\.ts$/, ""))
    expect(scripts.map((script) => script.name)).toEqual([...sources].sort())
    for (const script of scripts) {
      expect(script.src).toMatch(new RegExp(`^/scripts/${script.name}-[A-Z0-9]+\\.js$`))
      const code = fs.readFileSync(path.join(dir, script.src), "utf8")
      // A classic script: no import or export, its names kept inside its own function.
      expect(code).not.toMatch(/^\s*(import|export)\b|\bimport\(/m)
      expect(code).toMatch(/^("use strict";)?\(\(\)=>\{/)
    }
    fs.rmSync(dir, { recursive: true })
  })
})
