// Babel transform for Jest: the same preset Gatsby builds with (React's automatic JSX runtime, as in
// gatsby-config), plus TypeScript.
module.exports = require("babel-jest").default.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
})
