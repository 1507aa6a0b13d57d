// The website's own texts (data/messages.json, and data/ne/messages.json in Nepali). Imported, not
// queried: they must be at hand when the page itself failed (an error screen, a script that did not
// load), when no query result may exist.
import messagesJson from "../../data/messages.json"
import nepaliMessagesJson from "../../data/ne/messages.json"
import { useLocale } from "./i18n/locale-context"
import { DEFAULT_LOCALE, type Locale } from "./i18n/locales"

export type AppMessages = Omit<typeof messagesJson, "$schema">

export const appMessages: AppMessages = messagesJson

/** English texts with the translated ones put in; a text not translated yet stays English. */
export function withTranslations<T>(english: T, translated: unknown): T {
  if (typeof english === "string") return (typeof translated === "string" && translated ? translated : english) as T
  if (Array.isArray(english)) return english.map((item, index) => withTranslations(item, Array.isArray(translated) ? translated[index] : undefined)) as T
  if (english && typeof english === "object") {
    const source = (translated && typeof translated === "object" ? translated : {}) as Record<string, unknown>
    return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, withTranslations(value, source[key])])) as T
  }
  return english
}

const MESSAGES: Readonly<Record<Locale, AppMessages>> = {
  en: appMessages,
  ne: withTranslations(appMessages, nepaliMessagesJson),
}

export function messagesFor(locale: Locale = DEFAULT_LOCALE): AppMessages {
  return MESSAGES[locale]
}

export function useAppMessages(): AppMessages {
  return messagesFor(useLocale())
}
