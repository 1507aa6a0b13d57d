// The site's own receiver of applications (a Gatsby Function, src/api/applications.js), as
// data/admission-form.json's "endpoint" names it. The form sends to it with a reference coming back;
// the privacy page says the answers stay with the school and for how long.

/** The endpoint of this site's own receiver, as data/admission-form.json names it. */
export const OWN_RECEIVER = "/api/applications"

export function isOwnReceiver(endpoint: string): boolean {
  return endpoint === OWN_RECEIVER
}
