// Custom JSON Schema keywords for what plain JSON Schema cannot say about the school's data:
// an image path must point at a real file, a link must be an internal route, a {links.x} name or https.
import fs from "fs"
import path from "path"
import Ajv from "ajv"
import type { ErrorObject, ValidateFunction } from "ajv"
import { parseIsoDay } from "../../lib/nepal-time/day"
import { GRAPHQL_MERGE_KEYWORD, GRAPHQL_TYPE_KEYWORD } from "../content-model/json-schema"
import { addFeeKeywords } from "./fee-keywords"
import { addTimeKeywords } from "./time-keywords"

const LINK_PLACEHOLDER = /^\{links\.([A-Za-z]+)\}$/

export interface KeywordContext {
  /** Folder of the data file being checked: image paths are relative to it. */
  baseDir: string
  /** Keys of site.json's `links`, which a `{links.name}` placeholder may name. */
  linkNames: ReadonlySet<string>
  /** Routes the site builds, for internal links; null skips the route check. */
  routes: ReadonlySet<string> | null
}

type KeywordError = Partial<ErrorObject> & { message: string }

function fail(validate: { errors?: KeywordError[] | null }, message: string, params: Record<string, unknown>) {
  validate.errors = [{ keyword: "custom", message, params }]
  return false
}

export function normaliseRoute(route: string): string {
  const [pathOnly = "/"] = route.split(/[?#]/)
  return pathOnly === "/" ? "/" : pathOnly.replace(/\/+$/, "")
}

/**
 * The one validator set-up of the data check: every error at once (a maintainer fixes them in one go),
 * the failing value kept for the message, unknown keywords refused, and the site's own keywords.
 */
export function compileDataSchema(schema: object, context: KeywordContext): ValidateFunction {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true })
  addDataKeywords(ajv, context)
  return ajv.compile(schema)
}

function addDataKeywords(ajv: Ajv, context: KeywordContext): void {
  addTimeKeywords(ajv)
  addFeeKeywords(ajv)
  addLocalFileKeyword(ajv, context, "imageFile", /\.(jpe?g|png|webp|avif|svg)$/i, "a .jpg, .png, .webp, .avif or .svg image")
  addLocalFileKeyword(ajv, context, "videoFile", /\.(mp4|webm)$/i, "an .mp4 or .webm video")
  addLocalFileKeyword(ajv, context, "documentFile", /\.pdf$/i, "a .pdf document")
  // Read by the Nepali edition (src/node/locales/overlay.ts): this text is a name, the same in both
  // languages. It says nothing about the English value itself.
  ajv.addKeyword({ keyword: "translate", schemaType: "boolean" })
  // Read by the GraphQL types' generator (src/node/content-model/graphql.ts): the name of an object's
  // type, and whether objects of one name each hold part of its fields. They say nothing about the data.
  ajv.addKeyword({ keyword: GRAPHQL_TYPE_KEYWORD, schemaType: "string" })
  ajv.addKeyword({ keyword: GRAPHQL_MERGE_KEYWORD, schemaType: "boolean" })

  ajv.addKeyword({
    keyword: "isoDay",
    type: "string",
    errors: true,
    validate: function isoDay(this: unknown, _schema: boolean, value: string) {
      if (parseIsoDay(value)) return true
      const written = /^\d{4}-\d{2}-\d{2}$/.test(value)
      return fail(isoDay as unknown as { errors?: KeywordError[] | null }, "a day written YYYY-MM-DD, e.g. 2026-11-23", {
        found: written ? `"${value}", a day that does not exist` : `"${value}"`,
      })
    },
  })

  ajv.addKeyword({
    keyword: "linkTarget",
    type: "string",
    errors: true,
    validate: function linkTarget(this: unknown, _schema: boolean, value: string) {
      const self = linkTarget as unknown as { errors?: KeywordError[] | null }
      const placeholder = LINK_PLACEHOLDER.exec(value)
      if (placeholder) {
        if (context.linkNames.has(placeholder[1]!)) return true
        return fail(self, `one of the names in site.json "links": ${[...context.linkNames].join(", ")}`, {
          found: `"${value}"`,
        })
      }
      if (value.startsWith("/")) {
        if (!context.routes || context.routes.has(normaliseRoute(value))) return true
        return fail(self, "a page this site has, for example /about or /primary", {
          found: `"${value}", a page that does not exist`,
        })
      }
      return externalUrlCheck(self, value)
    },
  })

  ajv.addKeyword({
    keyword: "externalUrl",
    type: "string",
    errors: true,
    validate: function externalUrl(this: unknown, _schema: boolean, value: string) {
      return externalUrlCheck(externalUrl as unknown as { errors?: KeywordError[] | null }, value)
    },
  })

  ajv.addKeyword({
    keyword: "uniqueBy",
    type: "array",
    errors: true,
    validate: function uniqueBy(this: unknown, field: string, items: unknown[]) {
      const self = uniqueBy as unknown as { errors?: KeywordError[] | null }
      const seen = new Set<unknown>()
      for (const item of items) {
        const key = (item as Record<string, unknown> | null)?.[field]
        if (key === undefined) continue
        if (seen.has(key)) {
          return fail(self, `every entry to have a different "${field}"`, { found: `"${String(key)}" twice` })
        }
        seen.add(key)
      }
      return true
    },
  })
}

/** A keyword for a path, relative to the data file, that must name an existing file of some kind. */
function addLocalFileKeyword(ajv: Ajv, context: KeywordContext, keyword: string, extensions: RegExp, kind: string): void {
  ajv.addKeyword({
    keyword,
    type: "string",
    errors: true,
    validate: function localFile(this: unknown, _schema: boolean, value: string) {
      const self = localFile as unknown as { errors?: KeywordError[] | null }
      const absolute = path.resolve(context.baseDir, value)
      if (!fs.existsSync(absolute) || !fs.statSync(absolute).isFile()) {
        return fail(self, `${kind} file that exists (path relative to the data file)`, {
          found: `"${value}", which points at no file`,
        })
      }
      if (!extensions.test(value)) return fail(self, kind, { found: `"${value}"` })
      return true
    },
  })
}

function externalUrlCheck(self: { errors?: KeywordError[] | null }, value: string): boolean {
  let url: URL | null = null
  try {
    url = new URL(value)
  } catch {
    url = null
  }
  if (url?.protocol === "https:" && url.hostname.includes(".")) return true
  return fail(self, "a full https:// address (or a {links.name} from site.json)", { found: `"${value}"` })
}
