// The SiteData query result built from the real data/site.json, so component tests follow the content.
import { useStaticQuery } from "gatsby"
import siteJson from "../../data/site.json"
import type { SiteData } from "../../src/hooks/use-site"
import { fillPlaceholders } from "../../src/lib/placeholders"

export function siteFixture(): SiteData {
  const { $schema: _schema, ...site } = JSON.parse(JSON.stringify(siteJson)) as typeof siteJson
  return {
    ...site,
    locale: "en",
    logo: { childImageSharp: null },
    popup: { ...site.popup, image: { childImageSharp: null } },
  } as unknown as SiteData
}

/**
 * A static query's result from one node per data file: static queries ask for every language's node
 * (`allSiteJson { nodes }`) and pick the page's, so `{ siteJson: site }` becomes
 * `{ allSiteJson: { nodes: [site] } }`. Other fields pass through.
 */
export function asStaticQuery(parts: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(parts).map(([key, value]) => {
      if (!/Json$/.test(key) || !value || typeof value !== "object") return [key, value]
      return [`all${key[0]!.toUpperCase()}${key.slice(1)}`, { nodes: [{ locale: "en", ...value }] }]
    }),
  )
}

/** Answers every useStaticQuery of the layout: the site data, and no alerts file. */
export function mockSiteQuery(site: SiteData = siteFixture()): SiteData {
  jest.mocked(useStaticQuery).mockReturnValue({ ...asStaticQuery({ siteJson: site }), allAlertsJson: { nodes: [] } })
  return site
}

export function fill(text: string, site: SiteData = siteFixture()): string {
  return fillPlaceholders(text, site)
}
