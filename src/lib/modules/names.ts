// The names of the page parts that change after load, each started in the browser by a plain-DOM
// module of the same name (src/browser/modules/<name>.ts). The components that write a part's markup
// and the registry that loads its module both name it by this type, so a misspelt name fails the
// type-check on either side.

/** The attribute that names a part's module, on the part's root element. */
export const MODULE_ATTRIBUTE = "data-module"

export type ModuleName =
  // Home: the first-visit advert, shown from the page's inert copy on a first visit.
  | "first-visit-popup"
  // About and the college home end the first visit when they are shown.
  | "first-visit-end"
  // A list of notices, kept to those still up by the visitor's clock.
  | "notice-list"
  // A notice's page: the line saying it has expired, once it has.
  | "notice-expiry"
  | "video"
  | "photo-album"
  // A calendar month: today's mark and the coming events by the visitor's clock.
  | "calendar-clock"
  // The college home's date tile: its module brings the Bikram Sambat month tables.
  | "today-tile"
  // The fees page: the level chooser and the print button.
  | "fees"
  // The documents library's filter: the current category marked.
  | "document-filter"
  | "results-lookup"
  // A 404 page: the view its head script chose kept alone, with that view's head.
  | "missing-path"
  // The admission form page's print button.
  | "print-page"

/** The attribute that has `name`'s module started on the element. */
export function moduleAttribute(name: ModuleName): { [MODULE_ATTRIBUTE]: ModuleName } {
  return { [MODULE_ATTRIBUTE]: name }
}
