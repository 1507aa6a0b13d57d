// What the data check reads of Node's `process` in the editor's page, injected by esbuild: no build
// clock (CREST_NOW) and the repository's root as the working folder, which the check's paths never need.
export const process = { env: {} as Record<string, string | undefined>, cwd: () => "/repository" }
