// The words of the visit page in its language, with site.json's placeholders, the office phone and
// numbers in the page's digits filled in.
import { useMemo } from "react"
import { useFillWithPhone, useSite } from "../../hooks/use-site"
import { visitTexts } from "../../lib/visits/texts"
import { useLocale } from "../../state/locale-context"

export function useVisitWords() {
  const site = useSite()
  const locale = useLocale()
  const texts = useMemo(() => visitTexts(locale), [locale])
  const fill = useFillWithPhone()
  return { texts, fill, locale, phone: site.phones[0] ?? "" }
}
