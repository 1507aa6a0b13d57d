// What the scholarships page draws from, as its query gives it: one place for scholarships.tsx and
// each kind's part (scholarship-kind.tsx).
export type ScholarshipsData = Queries.ScholarshipsFieldsFragment

export interface LibraryDocumentLink {
  untranslated: readonly string[]
  slug: string
  title: string
  path: string
}

export interface CalendarEventLink {
  slug: string
  start: string
}
