// `npm run cms:config`: writes the web editor's page, with its configuration generated from
// data/schemas/ and data/cms.json, into static/admin/ (not committed), where `gatsby develop` serves
// it at /admin/. The build writes the same files into public/admin/ by itself.
import path from "node:path"
import { writeAdminSite } from "../../src/node/cms/admin-site"

export const ROOT = path.resolve(__dirname, "../..")
export const STATIC_ADMIN_DIR = path.join(ROOT, "static/admin")

if (require.main === module) {
  const written = writeAdminSite(STATIC_ADMIN_DIR, ROOT)
  console.log(`wrote ${written.length} files to ${path.relative(ROOT, STATIC_ADMIN_DIR)}/, the configuration in config.yml`)
}
