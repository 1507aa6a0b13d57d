// data/home.json as the Home browser tests expect to see it, never copied into the tests.
import homeJson from "../../data/home.json"
import { escapeRegExp, learnMoreName as linkName } from "../../__tests__/support/link-names"
import { fill } from "./content"

export { escapeRegExp }

export const home = homeJson

/** A card's link on the home page, with the labels filled in as the page shows them. */
export function learnMoreName(title: string): RegExp {
  return linkName(fill(home.labels.learnMore), fill(title))
}
