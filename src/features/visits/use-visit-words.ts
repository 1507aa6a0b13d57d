// The words of the visit page in its language, with site.json's placeholders, the office phone and
// numbers in the page's digits filled in.
import { useCallback, useMemo } from "react"
import { useSite } from "../../hooks/use-site"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { fillPlaceholders } from "../../lib/placeholders"
import { visitTexts } from "../../lib/visits/texts"
import { useLocale } from "../../state/locale-context"

export function useVisitWords() {
  const site = useSite()
  const locale = useLocale()
  const texts = useMemo(() => visitTexts(locale), [locale])
  const phone = site.phones[0] ?? ""
  const fill = useCallback(
    (text: string, values: Record<string, string | number> = {}) =>
      fillPlaceholders(fillPlaceholders(text, { ...values, phone }, (value) => toLocaleDigits(value, locale)), site, (value) => toLocaleDigits(value, locale)),
    [site, locale, phone],
  )
  return { texts, fill, locale, phone }
}
