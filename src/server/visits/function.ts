// The function behind /api/visits and /api/visits/… (src/api/visits/ hands requests here): the
// process's one database, the school's visiting hours, the calendar's holidays read once per process,
// and the mail when SMTP is configured.
import type { IncomingMessage } from "http"
import settings from "../../../data/visits.json"
import { OWN_BODY_CONFIG, type ApiResponse } from "../http"
import { mailSettingsFromEnv } from "../mail"
import { processWide } from "../process-wide"
import { sharedDatabase } from "../shared"
import { runtimeEnv } from "../env"
import { visitsHandler } from "./handler"
import { sharedHolidays } from "./holidays"
import { familyLetter, officeVisitLetter, sendVisitMail } from "./mail"

/** Gatsby's body parsers, switched off: the handler reads the body itself (see ../http.ts). */
export const bodyParserConfig = OWN_BODY_CONFIG

/** The site's address for the links in a family's mail: SITE_URL, else the address the request came to. */
function siteOrigin(req: IncomingMessage): URL {
  const configured = runtimeEnv().SITE_URL
  return new URL(configured || `http://${req.headers.host ?? "localhost"}`)
}

const visits = processWide("visits-handler", () => {
  const mail = mailSettingsFromEnv()
  return visitsHandler({
    database: sharedDatabase,
    settings,
    holidays: sharedHolidays,
    onBooked: mail
      ? async (booked, req) => {
          const origin = siteOrigin(req)
          const page = booked.input.language === "ne" ? "/ne/visit/" : "/visit/"
          const visit = { ...booked.input, reference: booked.reference, slot: booked.slot, cancelUrl: `${origin.origin}${page}#cancel=${booked.token}` }
          await sendVisitMail(mail, [familyLetter(visit, origin.host, new Date()), officeVisitLetter(mail, visit)])
        }
      : undefined,
  })
})

export function visitsFunction(req: IncomingMessage, res: ApiResponse): Promise<void> {
  return visits(req, res)
}

