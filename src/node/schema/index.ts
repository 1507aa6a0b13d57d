// The site's GraphQL types. Those of data/ are generated from its JSON Schemas and the registry
// (src/node/content-model/graphql.ts): the schema of a data file is the one place its fields are
// declared, and so it is of the Notice nodes made from data/notices/ (with what notice-nodes.ts
// derives). Written out by hand here and beside the code that makes their nodes are only the types
// that are not a data file's: the PageHead interface and the language fields the generated types use,
// the build's clock and the Nepali edition's working nodes.
import path from "path"
import { buildClockTypeDefs } from "../build-now"
import { generateContentTypes } from "../content-model/graphql"
import { readSchema } from "../content-model/json-schema"
import { CONTENT_FILES } from "../content-model/registry"
import { NOTICE_FILE_TYPE, NOTICE_NODE } from "../notices/notice-nodes"
import { overlayTypeDefs } from "./localized"
import { pageHeadTypeDefs } from "./page-head"

/** Every type the site declares, with those of data/ generated from the schemas in `<dataDir>/schemas/`. */
export function typeDefs(dataDir: string): string[] {
  const schemaDir = path.join(dataDir, "schemas")
  const contentTypes = generateContentTypes(
    CONTENT_FILES.map((file) => ({ file, schema: readSchema(schemaDir, file.schema), fileNode: file.graphqlType === NOTICE_FILE_TYPE ? NOTICE_NODE : undefined })),
  )
  return [pageHeadTypeDefs, contentTypes, buildClockTypeDefs, overlayTypeDefs]
}
