// schema.org descriptions of the school for search engines (JSON-LD).
import type { SiteData } from "../../hooks/use-site"

export function schoolStructuredData(site: SiteData, siteUrl: string, logoUrl: string | null, imageUrl: string | null) {
  return {
    "@context": "https://schema.org",
    "@type": "School",
    "@id": `${siteUrl}/#school`,
    name: site.name,
    description: site.description,
    url: `${siteUrl}/`,
    ...(logoUrl ? { logo: logoUrl } : {}),
    ...(imageUrl ? { image: imageUrl } : {}),
    telephone: site.phones[0],
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    sameAs: [site.links.social],
  }
}
