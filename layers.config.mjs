// The layers of the code and which may import which, enforced by `npm run lint` through
// eslint-plugin-boundaries (README "Layers" explains them; __tests__/lint/layers.test.ts proves a
// crossing fails). Imports point down: a layer may use those listed after it in `allow`, never one
// above it, so no import cycle can run between layers.

/** Each layer: a name and the files that make it, from the repository's root. */
const ELEMENTS = [
  // A Sass module: its class names may be read by any script of the site that writes its markup.
  { type: "style-modules", pattern: "src/**/*.module.scss" },
  // The Gatsby entry files for the browser and the server render, and the root they share.
  { type: "app", pattern: ["gatsby-browser.tsx", "gatsby-ssr.tsx", "src/wrap-root.tsx"] },
  { type: "pages", pattern: "src/pages/**" },
  { type: "templates", pattern: "src/templates/**" },
  // One folder per section or feature: each is used by pages, not by its siblings.
  { type: "sections", pattern: "src/sections/*/**", capture: ["section"] },
  { type: "features", pattern: "src/features/*/**", capture: ["feature"] },
  { type: "components", pattern: "src/components/**" },
  { type: "hooks", pattern: "src/hooks/**" },
  { type: "state", pattern: "src/state/**" },
  { type: "styles", pattern: "src/styles/**" },
  { type: "lib", pattern: "src/lib/**" },
  // The islands' chunks (the four parts with rich state, hydrated with Preact in React's place), and
  // the rest of every page's script, which runs in plain DOM (docs/behaviour.md#light-pages).
  { type: "islands", pattern: "src/browser/islands/**" },
  { type: "browser", pattern: "src/browser/**" },
  // Build-time code: Gatsby's Node APIs and configuration, and what they call.
  { type: "node", pattern: ["gatsby-node.ts", "gatsby-config.ts", "src/node/*.ts"] },
  { type: "node", pattern: "src/node/*/**", capture: ["part"] },
  // The school's server (src/server/main.ts): /api/ and the built site, one long-lived process.
  { type: "server", pattern: "src/server/**" },
  // The web editor's own page: no page of the site runs in it (the data check is bundled for it from
  // src/node/cms/editor-check/ by the build).
  { type: "admin", pattern: "src/admin/**" },
  { type: "data", pattern: "data/**" },
  // Tooling and tests, outside the site: they may read any layer but the site never imports them.
  { type: "scripts", pattern: "scripts/**" },
  { type: "e2e", pattern: "e2e/**" },
  { type: "tests", pattern: ["__tests__/**", "__mocks__/**", "jest.*"] },
].map((element) => ({ ...element, mode: "full" }))

const BELOW_PAGES = ["components", "hooks", "state", "styles", "style-modules", "lib", "data"]
const SITE = ["app", "pages", "templates", "sections", "features", ...BELOW_PAGES]

const LAYERS = [
  { from: "app", allow: ["app", "features", ...BELOW_PAGES] },
  // A page's own style module sits beside it.
  // (pages and templates import their own kind for the style module beside them)
  { from: "pages", allow: ["pages", "sections", "features", ...BELOW_PAGES] },
  { from: "templates", allow: ["templates", "sections", "features", ...BELOW_PAGES] },
  { from: "sections", allow: [["sections", { section: "{{ from.section }}" }], ...BELOW_PAGES] },
  { from: "features", allow: [["features", { feature: "{{ from.feature }}" }], ...BELOW_PAGES] },
  { from: "components", allow: ["components", "hooks", "state", "style-modules", "lib", "data"] },
  { from: "hooks", allow: ["hooks", "state", "lib", "data"] },
  { from: "state", allow: ["state", "lib", "data"] },
  { from: "lib", allow: ["lib", "data"] },
  { from: "islands", allow: ["islands", "browser", "features", ...BELOW_PAGES] },
  // Plain DOM only: what it shares with React's components is in lib/ (focusable.ts, the photo viewer),
  // the notifications' store in state/, and it writes the components' class names.
  { from: "browser", allow: ["browser", "style-modules", "state", "lib", "data"] },
  { from: "node", allow: ["node", "lib", "data"] },
  // The data check (node/validate/) checks the content model and the Nepali overlays: they never
  // import the check back.
  {
    from: [["node", { part: "locales" }], ["node", { part: "content-model" }], ["node", { part: "problems" }]],
    disallow: [["node", { part: "validate" }]],
  },
  // The serving policy (node/deploy/policy.ts) is one for nginx, the static hosts and the embedded server.
  { from: "server", allow: ["server", "lib", "data", ["node", { part: "deploy" }]] },
  { from: "admin", allow: ["admin"] },
  { from: "scripts", allow: ["scripts", "node", "server", "lib", "data", "e2e"] },
  { from: "e2e", allow: ["e2e", "node", "server", "lib", "data", "scripts", "tests"] },
  { from: "tests", allow: ["tests", "node", "lib", "data", "scripts", "server", "browser", "islands", ...SITE] },
]

// React, and what draws with it, stays out of the layers that run outside a page.
const REACT = ["react", "react-dom", "react-dom/*", "react/*", "gatsby-plugin-image"]

export const layerSettings = {
  "boundaries/elements": ELEMENTS,
  // Re-exports and lazy import() count as imports too.
  "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
  "boundaries/include": ["gatsby-*.{ts,tsx}", "src/**", "data/**", "scripts/**", "e2e/**", "__tests__/**", "__mocks__/**", "jest.*"],
  "import/resolver": { node: { extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"] } },
}

export const layerRules = {
  "boundaries/element-types": ["error", { default: "disallow", rules: LAYERS }],
  "boundaries/external": [
    "error",
    {
      default: "allow",
      rules: [
        { from: ["lib", "node", "server", "browser"], disallow: REACT },
        // Gatsby's browser runtime (Link, useStaticQuery …) too, which no page ships; node/ uses its types.
        { from: ["lib", "browser", "islands"], disallow: ["gatsby"] },
      ],
    },
  ],
}
