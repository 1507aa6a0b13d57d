// The two field extensions of every content node's language fields (src/node/schema/localized.ts).
// The English node of a data file is gatsby-transformer-json's, the file as written, so it has neither
// field: `locale` then resolves to English, and `untranslated` (the texts still in English, only
// ever on a Nepali node) to none. Gatsby filters on resolved values, so page queries can ask for
// `locale: { eq: $locale }` on both.
// https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/#creating-custom-extensions
import type { CreateSchemaCustomizationArgs } from "gatsby"
import { DEFAULT_LOCALE } from "../../lib/i18n/locales"

interface FieldInfo {
  fieldName: string
}

export function createLocaleExtensions({ actions }: Pick<CreateSchemaCustomizationArgs, "actions">): void {
  actions.createFieldExtension({
    name: "locale",
    extend: () => ({
      resolve: (source: Record<string, unknown>, _args: unknown, _context: unknown, info: FieldInfo) => source[info.fieldName] ?? DEFAULT_LOCALE,
    }),
  })
  actions.createFieldExtension({
    name: "untranslated",
    extend: () => ({
      resolve: (source: Record<string, unknown>, _args: unknown, _context: unknown, info: FieldInfo) => source[info.fieldName] ?? [],
    }),
  })
}
