// What the admission form page's own script (src/features/admission/standalone/main.tsx, a light page:
// docs/behaviour.md#light-pages) reads instead of Gatsby: the page's data block, and the stand-in the
// build puts in gatsby's place. Its behaviour in a browser: e2e/tests/form.test.ts.
import { render } from "@testing-library/react"
import React from "react"
import { graphql, Link, useStaticQuery } from "../../src/features/admission/standalone/gatsby-stand-in"
import { AdmissionFormDataBlock, formSite, readAdmissionFormData, type AdmissionFormData } from "../../src/features/admission/standalone/page-data"
import { admissionTexts, officeTexts } from "../support/admission-fixture"
import { siteFixture } from "../support/site-fixture"

const data: AdmissionFormData = { texts: admissionTexts(), office: officeTexts(), site: formSite(siteFixture()) }

const markup = (block: AdmissionFormData) => render(<AdmissionFormDataBlock data={block} />).container.innerHTML

beforeEach(() => {
  document.body.innerHTML = markup(data)
})

describe("the admission form page's data block", () => {
  it("gives the script the props the page gave the form, and the site's fields the form reads", () => {
    expect(readAdmissionFormData(document)).toEqual(JSON.parse(JSON.stringify(data)))
    expect(readAdmissionFormData(document).site.email).toBe(siteFixture().email)
    expect(Object.keys(readAdmissionFormData(document).site)).not.toEqual(expect.arrayContaining(["navigation"]))
  })

  it("is data the browser never runs, that no text can end early", () => {
    const withTag: AdmissionFormData = { ...data, texts: { ...data.texts, requiredNote: "</script><script>alert(1)</script>" } }
    const html = markup(withTag)
    expect(html).toMatch(/^<script type="application\/json"/)
    expect(html.match(/<\/script/g)).toHaveLength(1)
    document.body.innerHTML = html
    expect(readAdmissionFormData(document).texts.requiredNote).toBe(withTag.texts.requiredNote)
  })
})

describe("gatsby's stand-in", () => {
  it("answers useSite's query from the data block, and no other", () => {
    const query = graphql`query SiteData { allSiteJson { nodes { name } } }`
    function Name() {
      const result = useStaticQuery<{ allSiteJson: { nodes: { name: string }[] } }>(query)
      return <p>{result.allSiteJson.nodes[0]!.name}</p>
    }
    expect(render(<Name />).container.textContent).toBe(siteFixture().name)
    expect(() => useStaticQuery(graphql`query Other { x }`)).toThrow(/no static query but useSite's/)
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
