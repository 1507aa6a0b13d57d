// Addresses of the category pages, shared by the build (createPages) and the browser (menus, links).
// A slug in data may say "{brand}": it becomes the brand of site.json as an address part, so the
// college home follows the brand when it changes ("/<slug>-college", docs/behaviour.md#routes).

const BRAND = /\{brand\}/g

/** "Crest" → "crest", "Crest Valley" → "crest-valley": lower case, spaces as "-", nothing else. */
export function brandSlug(brand: string): string {
  return brand
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
}

/** The address part of a category slug from data, e.g. "{brand}-college" → "crest-college". */
export function resolveSlug(slug: string, brand: string): string {
  return slug.replace(BRAND, brandSlug(brand))
}

/** The page address of a category, with Gatsby's trailing slash: "/primary/", "/crest-college/". */
export function categoryPath(slug: string, brand: string): string {
  return `/${resolveSlug(slug, brand)}/`
}
