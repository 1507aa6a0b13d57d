// data/home.json as the Home browser tests expect to see it, never copied into the tests.
import homeJson from "../../data/home.json"
import { fill } from "./content"

export const home = homeJson

/**
 * A card's link reads "Learn More: <title>" (the title is for screen readers; Chromium puts a space
 * before the colon of the hidden part), plus a new-tab note if external.
 */
export function learnMoreName(title: string): RegExp {
  return new RegExp(`^${escapeRegExp(fill(home.labels.learnMore))}: ${escapeRegExp(fill(title))}`)
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}
