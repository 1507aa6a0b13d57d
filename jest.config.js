// Jest for Gatsby, per https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/ with jsdom and TypeScript.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "jsdom",
  // npm test runs these beside the production build on two cores: a component test that clicks through
  // a drawer can take longer than Jest's 5 s there without anything being wrong.
  testTimeout: 30_000,
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.(css|scss)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|webp|avif|svg|mp4|webm|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/e2e"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|nepali-date-converter)/)"],
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  // A temp folder of the run's own, checked empty at the end: a test that leaves files behind fails the run.
  globalSetup: "<rootDir>/jest.global-setup.js",
  globalTeardown: "<rootDir>/jest.global-teardown.js",
}
