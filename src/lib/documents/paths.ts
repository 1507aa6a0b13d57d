// The documents library's addresses: the library, one page per document, and the anchor that narrows
// the library to one category (the filter works with the address alone, so it needs no script and a
// parent can share it).
export const DOCUMENTS_PATH = "/documents/"

export function documentPath(slug: string): string {
  return `${DOCUMENTS_PATH}${slug}/`
}

/** The id of a category's part of the library, so /documents/#forms shows the forms alone. */
export function categoryAnchor(slug: string): string {
  return slug
}

export function documentCategoryPath(slug: string): string {
  return `${DOCUMENTS_PATH}#${categoryAnchor(slug)}`
}
