// Babel transform for Jest: the same preset Gatsby builds with (with the site's JSX runtime, as in
// gatsby-config), plus TypeScript.
module.exports = require("babel-jest").default.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@crest/jsx" }], "@babel/preset-typescript"],
})
