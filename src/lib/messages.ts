// The website's own texts (data/messages.json, and data/ne/messages.json in Nepali). Imported, not
// queried: they must be at hand when the page itself failed (an error screen, a script that did not
// load), when no query result may exist.
import messagesJson from "../../data/messages.json"
import nepaliMessagesJson from "../../data/ne/messages.json"
import { DEFAULT_LOCALE, type Locale } from "./i18n/locales"
import { withTranslations } from "./i18n/overlay-merge"

export type AppMessages = Omit<typeof messagesJson, "$schema">

export const appMessages: AppMessages = messagesJson

const MESSAGES: Readonly<Record<Locale, AppMessages>> = {
  en: appMessages,
  ne: withTranslations(appMessages, nepaliMessagesJson),
}

export function messagesFor(locale: Locale = DEFAULT_LOCALE): AppMessages {
  return MESSAGES[locale]
}
