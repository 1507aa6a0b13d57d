// `npm run develop`: Gatsby's live preview on http://localhost:8000, with /api/ answered by the
// school's own server (src/server/main.ts, --api-only) on a port of its own, to which gatsby-config's
// `proxy` sends it: the same handlers by the same path as production. Both stop together.
import { spawn } from "node:child_process"
import path from "node:path"
import { DEVELOP_API_PORT } from "../../src/node/develop-api"

const root = path.resolve(__dirname, "../..")
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }
const api = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts"), "--api-only", "--port", String(DEVELOP_API_PORT)], {
  cwd: root,
  env,
  stdio: "inherit",
})
const gatsby = spawn(path.join(root, "node_modules/.bin/gatsby"), ["develop", ...process.argv.slice(2)], { cwd: root, env, stdio: "inherit" })
const stop = () => {
  api.kill("SIGTERM")
  gatsby.kill("SIGTERM")
}
for (const child of [api, gatsby]) child.on("exit", (code) => {
  stop()
  process.exitCode = code ?? 1
})
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
