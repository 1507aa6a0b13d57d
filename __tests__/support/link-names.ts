// Accessible names the component tests and the browser tests both expect, built one way for both.

/** For matching data texts inside a pattern: "Preschool / Kindergarten (+2)" matches itself. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

/** A card's link is named "Learn More: <card title>" (the title is for screen readers), then a new-tab note if external. */
export function learnMoreName(learnMore: string, title: string): RegExp {
  return new RegExp(`^${escapeRegExp(learnMore)}: ${escapeRegExp(title)}`)
}
