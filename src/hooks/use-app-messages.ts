// The website's own texts in the language of the page being shown (src/lib/messages.ts).
import { messagesFor, type AppMessages } from "../lib/messages"
import { useLocale } from "../state/locale-context"

export function useAppMessages(): AppMessages {
  return messagesFor(useLocale())
}
