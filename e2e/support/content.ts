// The site's content as the browser tests expect to see it: read from data/, never copied into tests.
import siteJson from "../../data/site.json"
import { fillPlaceholders } from "../../src/lib/placeholders"

export const site = siteJson

export function fill(text: string): string {
  return fillPlaceholders(text, site)
}
