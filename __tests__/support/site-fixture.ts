// The SiteData query result built from the real data/site.json, so component tests follow the content.
import { useStaticQuery } from "gatsby"
import siteJson from "../../data/site.json"
import type { SiteData } from "../../src/hooks/use-site"
import { fillPlaceholders } from "../../src/lib/placeholders"

export function siteFixture(): SiteData {
  const { $schema: _schema, ...site } = JSON.parse(JSON.stringify(siteJson)) as typeof siteJson
  return {
    ...site,
    logo: { childImageSharp: null },
    popup: { ...site.popup, image: { childImageSharp: null } },
  } as unknown as SiteData
}

/** Answers every useStaticQuery with the site data (the only static query the layout makes). */
export function mockSiteQuery(site: SiteData = siteFixture()): SiteData {
  jest.mocked(useStaticQuery).mockReturnValue({ siteJson: site })
  return site
}

export function fill(text: string, site: SiteData = siteFixture()): string {
  return fillPlaceholders(text, site)
}
