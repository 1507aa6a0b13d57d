// Gatsby compiles each function with webpack and replaces `process.env.NAME` with the value NAME had
// when the site was *built*, and `process.env` itself with an empty object: a setting given when the
// site starts (DATABASE_URL, SMTP_URL, CREST_DATA_DIR …) would never reach a function, and a secret
// present at build time would be written into .cache/functions/. The functions read the environment of
// the running process here, through globalThis, which webpack leaves alone. Lint refuses
// `process.env` anywhere else in src/server/ and src/api/.
export function runtimeEnv(): NodeJS.ProcessEnv {
  return globalThis.process.env
}
