// What the server writes for an island (src/components/island/island.tsx): the part's markup in an
// element that names it, its props and the answers to its static queries as JSON data blocks, and
// the gatsby stand-in that answers those queries in the browser. The hydration: __tests__/browser/islands.test.tsx.
import { render } from "@testing-library/react"
import React from "react"
import type * as ReactDomServer from "react-dom/server"
import { graphql, Link, useStaticQuery } from "../../src/components/island/gatsby-stand-in"
import { Island } from "../../src/components/island/island"
import { admissionFormIsland } from "../../src/features/admission/admission-island"
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, readIslandProps, readStaticQueries } from "../../src/lib/islands/names"
import type { AdmissionFormTexts } from "../../src/features/admission/texts"
import { LocaleProvider } from "../../src/state/locale-context"
import { admissionTexts, officeTexts } from "../support/admission-fixture"
import { loadServerRenderer } from "../support/server-render"
import { mockSiteQuery, siteFixture } from "../support/site-fixture"

let renderToString: typeof ReactDomServer.renderToString
beforeAll(async () => {
  renderToString = await loadServerRenderer()
})

function written(texts: AdmissionFormTexts = admissionTexts()): string {
  mockSiteQuery()
  return renderToString(
    <LocaleProvider locale="en">
      <Island part={admissionFormIsland} props={{ texts, office: officeTexts() }} />
    </LocaleProvider>,
  )
}

describe("an island, as the server writes it", () => {
  it("holds the part's markup in an element that names it, its props right after it", () => {
    document.body.innerHTML = written()
    const element = document.querySelector(`[${ISLAND_ATTRIBUTE}]`)!
    expect(element.getAttribute(ISLAND_ATTRIBUTE)).toBe("admission-form")
    expect(element.querySelector("form")).not.toBeNull()
    expect(element.querySelector("script")).toBeNull()
    expect(readIslandProps(element)).toEqual(JSON.parse(JSON.stringify({ texts: admissionTexts(), office: officeTexts() })))
  })

  it("answers useSite's query with the fields of site.json the parts read, not the frame's", () => {
    document.body.innerHTML = written()
    const { SiteData } = readStaticQueries(document) as { SiteData: { allSiteJson: { nodes: Record<string, unknown>[] } } }
    const [site] = SiteData.allSiteJson.nodes
    expect(site).toMatchObject({ locale: "en", name: siteFixture().name, email: siteFixture().email, phones: siteFixture().phones })
    expect(Object.keys(site!)).not.toEqual(expect.arrayContaining(["navigation"]))
    expect(Object.keys(site!)).not.toEqual(expect.arrayContaining(["footer"]))
  })

  it("writes data the browser never runs, that no text can end early", () => {
    const texts = admissionTexts({ requiredNote: "</script><script>alert(1)</script>" })
    const html = written(texts)
    const blocks = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
    expect(blocks).toHaveLength(2)
    for (const block of blocks) expect(block).toMatch(/^<script type="application\/json"/)
    expect(html.match(/<\/script/g)).toHaveLength(2)
    document.body.innerHTML = html
    const props = readIslandProps(document.querySelector(`[${ISLAND_ATTRIBUTE}]`)!) as { texts: AdmissionFormTexts }
    expect(props.texts.requiredNote).toBe(texts.requiredNote)
  })

  it("fails to be read without its props right after it", () => {
    document.body.innerHTML = `<div ${ISLAND_ATTRIBUTE}="search"></div><p></p><script type="application/json" ${ISLAND_PROPS_ATTRIBUTE}="search">{}</script>`
    expect(() => readIslandProps(document.querySelector(`[${ISLAND_ATTRIBUTE}]`)!)).toThrow(/"search" has no data block/)
  })
})

describe("gatsby's stand-in", () => {
  it("answers useSite's query from the page's data block, and no other", () => {
    document.body.innerHTML = written()
    const query = graphql`query SiteData { allSiteJson { nodes { name } } }`
    function Name() {
      const result = useStaticQuery<{ allSiteJson: { nodes: { name: string }[] } }>(query)
      return <p>{result.allSiteJson.nodes[0]!.name}</p>
    }
    expect(render(<Name />).container.textContent).toBe(siteFixture().name)
    expect(() => useStaticQuery(graphql`query Other { x }`)).toThrow(/answers no static query Other/)
  })

  it("draws a link as a plain one, without Gatsby's own props", () => {
    const { container } = render(
      <Link to="/about/" className="x" activeClassName="on" partiallyActive>
        About
      </Link>,
    )
    expect(container.innerHTML).toBe('<a href="/about/" class="x">About</a>')
  })
})
