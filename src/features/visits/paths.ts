// The visit page's address (and /ne/visit/ in Nepali), where the family's cancel link leads too.
export const VISIT_PATH = "/visit/"
