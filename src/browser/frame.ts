// The site's frame on every page: the Menu drawer, the Form dropdowns, the bar's shadow, the alerts,
// the back-to-top button, the first visit and the notifications region, each a plain-DOM module
// started on the markup the server wrote. (Contract stub: the frame's modules move here.)

/** Starts every behaviour of the site's frame found in `doc`; `signal` stops them (for tests). */
export function startFrame(_doc: Document, _signal: AbortSignal): void {}
