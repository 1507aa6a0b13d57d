// What the documents pages draw from, as their queries give it: the library's own data (its labels,
// categories and languages) and one document, for the library, a document's summary and its own page.
export type DocumentsData = Queries.DocumentsFieldsFragment
export type LibraryDocument = Queries.LibraryDocumentFieldsFragment
