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

/** A +2 faculty as schema.org describes a programme of study, with its admission requirements. */
export function programStructuredData(
  program: { title: string; description: string; eligibility: readonly string[]; subjects: readonly string[] },
  siteUrl: string,
  pageUrl: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOccupationalProgram",
    name: program.title,
    description: program.description,
    url: pageUrl,
    programPrerequisites: program.eligibility,
    educationalProgramMode: "full-time",
    timeToComplete: "P2Y",
    about: program.subjects,
    provider: { "@id": `${siteUrl}/#school` },
  }
}
