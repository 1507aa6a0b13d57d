/** @jest-environment node */
import { inlineScripts, isCheckedScript, scriptHash, scriptHashes } from "../../src/node/deploy/script-hashes"

// The worked example of W3C's Content Security Policy Level 3 and of MDN: alert('Hello, world.'); hashes to this.
const SPEC_EXAMPLE = "alert('Hello, world.');"
const SPEC_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"

const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>
<script>${SPEC_EXAMPLE}</script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"School"}</script>
<script src="/app-123.js" async></script>
<script type="module">const t="loading"in HTMLImageElement.prototype;</script>
<!-- <script>commented()</script> -->
</head><body><noscript><script>neverRuns()</script></noscript>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/about/";/*]]>*/</script>
<script>${SPEC_EXAMPLE}</script>
<SCRIPT TYPE="text/JavaScript">upper()</SCRIPT>
<script type="text/template"><p>data</p></script>
<script></script>
</body></html>`

describe("inline script hashes", () => {
  it("hashes a script's text as the browser does (the Content Security Policy standard's own example)", () => {
    expect(scriptHash(SPEC_EXAMPLE)).toBe(SPEC_HASH)
  })

  it("finds every inline script with its text as written, and leaves out external, commented and noscript ones", () => {
    const texts = inlineScripts(page).map((script) => script.text)
    expect(texts).toContain(SPEC_EXAMPLE)
    expect(texts).toContain('/*<![CDATA[*/window.pagePath="/about/";/*]]>*/')
    expect(texts).toContain("upper()")
    expect(texts.join()).not.toMatch(/commented|neverRuns/)
    expect(inlineScripts(page).some((script) => "src" in script.attributes)).toBe(false)
  })

  it("hashes what the browser runs once each: classic and module scripts, not JSON-LD or other data blocks", () => {
    const hashes = scriptHashes(inlineScripts(page))
    expect(hashes).toEqual([
      SPEC_HASH,
      scriptHash('const t="loading"in HTMLImageElement.prototype;'),
      scriptHash('/*<![CDATA[*/window.pagePath="/about/";/*]]>*/'),
      scriptHash("upper()"),
    ])
  })

  it("follows the HTML rules for which types run", () => {
    expect(isCheckedScript({})).toBe(true)
    expect(isCheckedScript({ type: "" })).toBe(true)
    expect(isCheckedScript({ type: " text/javascript " })).toBe(true)
    expect(isCheckedScript({ type: "module" })).toBe(true)
    expect(isCheckedScript({ type: "importmap" })).toBe(true)
    expect(isCheckedScript({ language: "javascript" })).toBe(true)
    expect(isCheckedScript({ type: "application/ld+json" })).toBe(false)
    expect(isCheckedScript({ type: "text/javascript; charset=utf-8" })).toBe(false)
    expect(isCheckedScript({ language: "vbscript" })).toBe(false)
  })
})
