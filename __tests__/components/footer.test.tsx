import { render, screen, within } from "@testing-library/react"
import React from "react"
import { Footer, telHref } from "../../src/components/footer/footer"
import { withTrailingSlash } from "../../src/lib/links"
import { fill, mockSiteQuery } from "../support/site-fixture"

describe("Footer", () => {
  it("links only the first social network, to the school's social page", () => {
    const site = mockSiteQuery()
    render(<Footer />)
    const [first, ...rest] = site.footer.social
    expect(screen.getByRole("link", { name: new RegExp(fill(first!.label)) })).toHaveAttribute("href", site.links.social)
    for (const network of rest) {
      expect(screen.getByRole("img", { name: network.label })).toBeInTheDocument()
      expect(screen.queryByRole("link", { name: new RegExp(`^${network.label}`) })).not.toBeInTheDocument()
    }
  })

  it("gives phones as tel: links and the email as a mailto: link", () => {
    const site = mockSiteQuery()
    render(<Footer />)
    for (const phone of site.phones) {
      expect(screen.getByRole("link", { name: phone })).toHaveAttribute("href", telHref(phone))
    }
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    expect(telHref("+977-1-5550100")).toBe("tel:+97715550100")
  })

  it("shows each quick link of the data, as a link where the data gives an address and as text where not", () => {
    const site = mockSiteQuery()
    render(<Footer />)
    const list = screen.getByRole("heading", { name: site.footer.quickLinksTitle }).nextElementSibling as HTMLElement
    const items = within(list).getAllByRole("listitem")
    expect(items.map((item) => item.textContent)).toEqual(site.footer.quickLinks.map((link) => fill(link.label)))
    const linked = site.footer.quickLinks.filter((link) => link.to)
    expect(linked.length).toBeGreaterThan(0)
    expect(within(list).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      linked.map((link) => [fill(link.label), withTrailingSlash(fill(link.to!))]),
    )
  })

  it("has Who we are, Club, ADMISSIONS, ARRANGE A VISIT and the copyright", () => {
    const site = mockSiteQuery()
    render(<Footer />)
    expect(screen.getByRole("heading", { name: site.footer.whoWeAre.title })).toBeInTheDocument()
    expect(screen.getByText(fill(site.footer.club.text))).toBeInTheDocument()
    expect(screen.getByRole("link", { name: site.footer.admissions.label })).toHaveAttribute("href", `${site.footer.admissions.to}/`)
    expect(screen.getByRole("link", { name: (name) => name.startsWith(fill(site.footer.visit.label)) })).toHaveAttribute(
      "href",
      withTrailingSlash(site.links.visitForm),
    )
    expect(screen.getByText(fill(site.footer.copyright))).toBeInTheDocument()
  })
})
