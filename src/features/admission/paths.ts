// Where the school's own form page lives; /form/ shows it in a frame and links to it.
export const SCHOOL_FORM_PATH = "/school-form/"
