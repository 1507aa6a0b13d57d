// The website's own texts (data/messages.json). Imported, not queried: they must be at hand when the
// page itself failed (an error screen, a script that did not load), when no query result may exist.
import messagesJson from "../../data/messages.json"

export type AppMessages = Omit<typeof messagesJson, "$schema">

export const appMessages: AppMessages = messagesJson
