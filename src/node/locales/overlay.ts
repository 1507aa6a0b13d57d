// TEMPORARY (replaced by the i18n-overlay branch): a schema-less merge so the node code can be tried.
export type Json = Record<string, unknown>
export interface Localized {
  content: Json
  untranslated: string[]
}
function merge(english: unknown, overlay: unknown): unknown {
  if (typeof english === "string") return typeof overlay === "string" ? overlay : english
  if (Array.isArray(english)) return english.map((item, index) => merge(item, Array.isArray(overlay) ? overlay[index] : undefined))
  if (english && typeof english === "object") {
    const source = (overlay && typeof overlay === "object" ? overlay : {}) as Json
    return Object.fromEntries(Object.entries(english as Json).map(([key, value]) => [key, merge(value, source[key])]))
  }
  return english
}
export function localizeContent(english: Json, overlay: Json | undefined, _schema: object): Localized {
  return { content: merge(english, overlay) as Json, untranslated: [] }
}
