// Site configuration: plugins that source data/ and process images. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
import path from "path"
import type { GatsbyConfig } from "gatsby"
import site from "./data/site.json"
import { tokenColour } from "./src/node/style-tokens"

const config: GatsbyConfig = {
  siteMetadata: {
    // Only the canonical origin lives here; every word of the school lives in data/.
    siteUrl: process.env.SITE_URL ?? "https://www.crest-academy.example",
  },
  trailingSlash: "always",
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
      resolve: "gatsby-transformer-json",
      // site.json becomes SiteJson, team.json becomes TeamJson: one type per data file.
      options: { typeName: ({ node }: { node: { name: string } }) => `${toPascalCase(node.name)}Json` },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: { formats: ["auto", "webp", "avif"], placeholder: "none", quality: 72 },
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
      // sitemap-index.xml for search engines: every real page, not the 404 page nor framed-only pages.
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/404/", "/404.html", "/dev-404-page/"] },
    },
    {
      resolve: "gatsby-plugin-sass",
      options: { sassOptions: { silenceDeprecations: ["legacy-js-api"] } },
    },
  ],
}

function toPascalCase(fileName: string): string {
  return fileName
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join("")
}

export default config
