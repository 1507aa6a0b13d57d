// English texts with the translated ones put in, for the few texts the bundle imports directly (the
// site's own messages, the date words): a text not translated yet stays English. Data files read
// through GraphQL get the same, driven by their schemas, in src/node/locales/overlay.ts.
export function withTranslations<T>(english: T, translated: unknown): T {
  if (typeof english === "string") return (typeof translated === "string" && translated ? translated : english) as T
  if (Array.isArray(english)) return english.map((item, index) => withTranslations(item, Array.isArray(translated) ? translated[index] : undefined)) as T
  if (english && typeof english === "object") {
    const source = (translated && typeof translated === "object" ? translated : {}) as Record<string, unknown>
    return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, withTranslations(value, source[key])])) as T
  }
  return english
}
