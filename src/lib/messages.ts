// The website's own texts (data/messages.json, and data/ne/messages.json in Nepali). Imported, not
// queried: they must be at hand when the page itself failed (an error screen, a script that did not
// load), when no query result may exist.
import messagesJson from "../../data/messages.json"
import nepaliMessagesJson from "../../data/ne/messages.json"
import { DEFAULT_LOCALE, type Locale } from "./i18n/locales"
import { withTranslations } from "./i18n/overlay-merge"

export type AppMessages = Omit<typeof messagesJson, "$schema">

export const appMessages: AppMessages = messagesJson

// The Nepali texts are merged when first asked for, not when a script starts: on a phone every
// millisecond of start-up holds the page (the admission form's light script, docs/behaviour.md#light-pages).
const MESSAGES: Readonly<Record<Locale, () => AppMessages>> = {
  en: () => appMessages,
  ne: () => withTranslations(appMessages, nepaliMessagesJson),
}
const merged: Partial<Record<Locale, AppMessages>> = {}

export function messagesFor(locale: Locale = DEFAULT_LOCALE): AppMessages {
  return (merged[locale] ??= MESSAGES[locale]())
}
