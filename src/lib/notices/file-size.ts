// A download's type and size the way people read them: "PDF", "14 KB", "1.2 MB"; in Nepali "पीडीएफ",
// "१४ केबी" (the words of data/messages.json "files"). Never "0 KB": a file has some size.
import { toLocaleDigits } from "../i18n/digits"
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales"
import { messagesFor } from "../messages"

export function formatFileSize(bytes: number, locale: Locale = DEFAULT_LOCALE): string {
  const units = messagesFor(locale).files
  if (bytes >= 1024 * 1024) {
    const megabytes = bytes / (1024 * 1024)
    return `${toLocaleDigits(megabytes >= 10 ? Math.round(megabytes) : Math.round(megabytes * 10) / 10, locale)} ${units.megabytes}`
  }
  return `${toLocaleDigits(Math.max(1, Math.round(bytes / 1024)), locale)} ${units.kilobytes}`
}

/** "PDF" from the file's extension ("pdf"), in the page's language; an extension it has no name for in capitals. */
export function fileTypeName(extension: string, locale: Locale = DEFAULT_LOCALE): string {
  const names: Readonly<Record<string, string>> = { pdf: messagesFor(locale).files.pdf }
  return names[extension.toLowerCase()] ?? extension.toUpperCase()
}
