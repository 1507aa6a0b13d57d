/** @jest-environment node */
import { inlineScripts, isRunnableScript, runnableInlineScripts } from "../../../src/node/pages/inline-scripts"

const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>
<script>first()</script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"School"}</script>
<script src="/app-123.js" async></script>
<script type="module">const t="loading"in HTMLImageElement.prototype;</script>
<!-- <script>commented()</script> -->
</head><body><noscript><script>neverRuns()</script></noscript>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/about/";/*]]>*/</script>
<script>first()</script>
<SCRIPT TYPE="text/JavaScript">upper()</SCRIPT>
<script type="text/template"><p>data</p></script>
<script data-blocking-script="alerts"></script>
</body></html>`

describe("the inline scripts of a page", () => {
  it("finds every inline script with its text as written, and leaves out external, commented and noscript ones", () => {
    const texts = inlineScripts(page).map((script) => script.text)
    expect(texts).toContain("first()")
    expect(texts).toContain('/*<![CDATA[*/window.pagePath="/about/";/*]]>*/')
    expect(texts).toContain("upper()")
    expect(texts.join()).not.toMatch(/commented|neverRuns/)
    expect(inlineScripts(page).some((script) => "src" in script.attributes)).toBe(false)
  })

  it("tells those the browser runs, classic and module scripts, from JSON-LD, other data blocks and empty ones", () => {
    expect(runnableInlineScripts(page).map((script) => script.text)).toEqual([
      "first()",
      'const t="loading"in HTMLImageElement.prototype;',
      '/*<![CDATA[*/window.pagePath="/about/";/*]]>*/',
      "first()",
      "upper()",
    ])
  })

  it("follows the HTML rules for which types run", () => {
    expect(isRunnableScript({})).toBe(true)
    expect(isRunnableScript({ type: "" })).toBe(true)
    expect(isRunnableScript({ type: " text/javascript " })).toBe(true)
    expect(isRunnableScript({ type: "module" })).toBe(true)
    expect(isRunnableScript({ type: "importmap" })).toBe(true)
    expect(isRunnableScript({ language: "javascript" })).toBe(true)
    expect(isRunnableScript({ type: "application/ld+json" })).toBe(false)
    expect(isRunnableScript({ type: "text/javascript; charset=utf-8" })).toBe(false)
    expect(isRunnableScript({ language: "vbscript" })).toBe(false)
  })
})
