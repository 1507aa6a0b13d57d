import React from "react"
import { siteStylesheetFirst } from "../../src/components/stylesheet-order/stylesheet-order"

const sheet = (href: string) => <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: "" }} />
const hrefs = (components: React.ReactNode[]) =>
  components.map((component) => (React.isValidElement<{ "data-href"?: string; name?: string }>(component) ? component.props["data-href"] ?? component.props.name : null))

describe("siteStylesheetFirst", () => {
  it("moves the site-wide stylesheet before the template's, leaving everything else where it was", () => {
    const head = [<meta key="d" name="description" />, sheet("/component---src-pages-fees-tsx.42ba.css"), sheet("/styles.bb37.css"), <meta key="v" name="viewport" />]
    expect(hrefs(siteStylesheetFirst(head))).toEqual(["description", "/styles.bb37.css", "/component---src-pages-fees-tsx.42ba.css", "viewport"])
  })

  it("leaves a head already in order, or without a site-wide stylesheet, as it is", () => {
    const ordered = [sheet("/styles.bb37.css"), sheet("/component---src-pages-fees-tsx.42ba.css")]
    expect(siteStylesheetFirst(ordered)).toBe(ordered)
    const templateOnly = [sheet("/component---src-pages-fees-tsx.42ba.css")]
    expect(siteStylesheetFirst(templateOnly)).toBe(templateOnly)
  })
})
