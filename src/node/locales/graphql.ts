// Every content node exists once per language, so every content type has a `locale` field that page
// queries filter on.
const NODE_TYPE = /(type \w+ implements Node @dontInfer \{)/g

export function withLocaleField(sdl: readonly string[]): string[] {
  return sdl.map((source) => source.replace(NODE_TYPE, `$1\n  "The language of this node's words: en or ne."\n  locale: String!`))
}
