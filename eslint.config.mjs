// Lint rules: TypeScript-aware, React and hooks correctness, and accessibility of JSX.
import js from "@eslint/js"
import boundaries from "eslint-plugin-boundaries"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"
import { layerRules, layerSettings } from "./layers.config.mjs"

export default tseslint.config(
  { ignores: ["public/", ".cache/", "node_modules/", "static/admin/", "src/gatsby-types.d.ts", "e2e/artifacts/", "bench/", "dist/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...jsxA11y.configs.recommended.rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Which part of the code may import which (README "Layers"; the rules in layers.config.mjs).
    files: ["**/*.{ts,tsx,mts,js,mjs}"],
    plugins: { boundaries },
    settings: layerSettings,
    rules: layerRules,
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The web editor page's own script: a classic browser script beside Decap's bundle, not a module.
    files: ["src/admin/**/*.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.browser, module: "readonly" } },
  },
  {
    // Browser tests drive Chromium; `useBrowser()` there is a test fixture, not a React hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["__tests__/**", "**/*.test.{ts,tsx}", "jest.setup.ts"],
    languageOptions: { globals: { ...globals.jest } },
  },
)
