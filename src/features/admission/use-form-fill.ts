// Fills a form text's placeholders: the site's ({name}, {email}, {links.x} …) and {phone}, the first
// of the school's numbers.
import { useCallback } from "react"
import { useFill, useSite } from "../../hooks/use-site"
import { fillPlaceholders } from "../../lib/placeholders"

export function useFormFill(): (text: string) => string {
  const site = useSite()
  const fillSite = useFill()
  return useCallback((text: string) => fillPlaceholders(fillSite(text), { phone: site.phones[0] ?? "" }), [fillSite, site])
}
