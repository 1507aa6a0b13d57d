// Where the office inbox lives: its page (English only, not public: noindex, outside the sitemap, the
// search index and the Nepali edition) and the calls it makes (src/api/office/, src/server/office/).
export const OFFICE_PATH = "/office/"
export const OFFICE_API = "/api/office/"
