// The function behind /api/office/… (src/api/office/[...].js hands requests here): the process's one
// database and one sign-in throttle (see ../process-wide.ts), and the office's calls.
import type { IncomingMessage } from "http"
import { OWN_BODY_CONFIG, type ApiResponse } from "../http"
import { processWide } from "../process-wide"
import { sharedDatabase } from "../shared"
import { officeHandler } from "./handler"
import visitSettings from "../../../data/visits.json"
import { sharedHolidays } from "../visits/holidays"
import { tellFamilyOfChange } from "../visits/office"

/** Gatsby's body parsers, switched off: the handler reads the body itself (see ../http.ts). */
export const bodyParserConfig = OWN_BODY_CONFIG

const office = processWide("office-handler", () => officeHandler({
    database: sharedDatabase,
    visits: { settings: visitSettings, holidays: sharedHolidays, onChanged: tellFamilyOfChange },
  }))

export function officeFunction(req: IncomingMessage, res: ApiResponse): Promise<void> {
  return office(req, res)
}
