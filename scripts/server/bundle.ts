// The server's program for production: src/server/main.ts and what it imports, bundled by esbuild into
// dist/server.cjs, with the content of data/ it imports. Packages stay in node_modules (PGlite's
// WebAssembly, pg, nodemailer are loaded from there), so the project's folder with its node_modules,
// public/, data/ and dist/ runs anywhere it is copied. `npm run build` runs this after Gatsby's build.
import path from "node:path"
import { build } from "esbuild"

const root = path.resolve(__dirname, "../..")
export const SERVER_BUNDLE = path.join(root, "dist/server.cjs")

async function main() {
  const started = Date.now()
  await build({
    entryPoints: [path.join(root, "src/server/main.ts")],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    legalComments: "none",
    logLevel: "warning",
  })
  console.log(`server: ${path.relative(root, SERVER_BUNDLE)} in ${Date.now() - started} ms`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
