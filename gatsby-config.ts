// Site configuration: plugins that source data/ and process images. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
import path from "path"
import type { GatsbyConfig } from "gatsby"
import site from "./data/site.json"
import { transformerTypeName } from "./src/node/locales/data-nodes"
import { OFFICE_PATH } from "./src/lib/office/paths"
import { DEVELOP_API_PORT } from "./src/node/develop-api"
import { tokenColour } from "./src/node/style-tokens"
import { cssModuleIdent } from "./src/node/styles/css-module-names"
import { EXPIRED_NOTICES, NOT_FOUND_PAGES, SITEMAP_QUERY, excludeFromSitemap, serializeSitemapPage } from "./src/node/notices/sitemap"

const config: GatsbyConfig = {
  siteMetadata: {
    // Only the canonical origin lives here; every word of the school lives in data/.
    siteUrl: process.env.SITE_URL ?? "https://www.crest-academy.example",
    // The browser's toolbar colour on phones, from the one place the brand colours live.
    themeColor: tokenColour("color-primary"),
  },
  trailingSlash: "always",
  // `gatsby develop` sends /api/ to the school's own server, which `npm run develop` starts beside it
  // (scripts/server/develop.ts): the handlers production runs, by the same path. The site has no
  // Gatsby Functions.
  proxy: [{ prefix: "/api", url: `http://127.0.0.1:${DEVELOP_API_PORT}` }],
  jsxRuntime: "automatic",
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: {
        name: "data",
        path: path.resolve(__dirname, "data"),
        // JSON Schemas are for editors and the build-time check, not content.
        ignore: ["**/schemas/**", "**/*.svg.src", "**/.*"],
      },
    },
    {
      // Each JSON file of data/ becomes a node: SiteJson from site.json, NoticesJson from each file of
      // notices/, and NepaliOverlay from each file of data/ne/, which gatsby-node merges into the
      // English node's Nepali sibling (src/node/locales/data-nodes.ts).
      resolve: "gatsby-transformer-json",
      options: { typeName: transformerTypeName },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // No AVIF: at this quality sharp's AVIF came out larger than WebP on the school's photos
        // (156 KB against 130 KB for four photos at three widths) and took twelve times as long to
        // encode, most of a cold build. WebP reaches every browser the site supports.
        defaults: { formats: ["auto", "webp"], placeholder: "none", quality: 72 },
      },
    },
    "gatsby-transformer-sharp",
    {
      // Web manifest and favicons, drawn from the logo in data/.
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.brand,
        description: site.description,
        lang: "en",
        start_url: "/",
        display: "standalone",
        background_color: tokenColour("color-surface"),
        theme_color: tokenColour("color-primary"),
        icon: "data/images/logo.png",
      },
    },
    {
      // sitemap-index.xml for search engines: every real page in both languages, each with its
      // hreflang alternates, not the 404 pages.
      resolve: "gatsby-plugin-sitemap",
      // Expired notices keep their pages for shared links but are noindex, so they stay out of it too,
      // as does the office inbox, which is not a public page.
      options: {
        query: SITEMAP_QUERY,
        excludes: [...NOT_FOUND_PAGES, "/dev-404-page/", EXPIRED_NOTICES, OFFICE_PATH],
        filterPages: excludeFromSitemap,
        serialize: serializeSitemapPage,
      },
    },
    {
      resolve: "gatsby-plugin-sass",
      options: {
        sassOptions: { silenceDeprecations: ["legacy-js-api"] },
        // Class names by a rule of our own, so that the form page's light script (bundled by esbuild,
        // src/node/pages/css-modules-plugin.ts) names the classes as the prebuilt HTML does.
        cssLoaderOptions: { modules: { getLocalIdent: cssModuleIdent } },
      },
    },
  ],
}

export default config
