// The function behind POST /api/applications (src/api/applications.js hands requests here): the
// shared database, the receiver, and the mail when SMTP is configured.
import type { IncomingMessage } from "http"
import { OWN_BODY_CONFIG, type ApiResponse } from "./http"
import { mailSettingsFromEnv, sendApplicationMail } from "./mail"
import { applicationsReceiver } from "./receiver"
import { processWide } from "./process-wide"
import { sharedDatabase } from "./shared"

/** Gatsby's body parsers, switched off: the receiver reads the body itself (see http.ts). */
export const bodyParserConfig = OWN_BODY_CONFIG

// Made once per process, so its flood counts outlive the request (see process-wide.ts).
const receive = processWide("applications-receiver", () => {
  const mail = mailSettingsFromEnv()
  return applicationsReceiver({
    database: sharedDatabase,
    onReceived: mail ? (reference, input) => sendApplicationMail(mail, reference, input) : undefined,
  })
})

export function applicationsFunction(req: IncomingMessage, res: ApiResponse): Promise<void> {
  return receive(req, res)
}
