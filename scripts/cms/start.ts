// `npm run cms`: edit the site on this computer through the same screens as online, with no account.
// Starts Decap's local backend (decap-server, on 127.0.0.1 only, writing straight into data/) and a
// live preview of the site (`gatsby develop`), which also serves the editor at /admin/.
import { spawn, type ChildProcess } from "node:child_process"
import path from "node:path"
import { LOCAL_BACKEND_PORT } from "../../src/node/cms/decap-config"
import { writeAdminSite } from "../../src/node/cms/admin-site"
import { ROOT, STATIC_ADMIN_DIR } from "./config"

const SITE_PORT = Number(process.env.PORT ?? 8000)

export function startDecapServer(repoDir: string, port: number): ChildProcess {
  return spawn(process.execPath, [path.join(ROOT, "node_modules/decap-server/dist/index.js")], {
    cwd: repoDir,
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: repoDir, MODE: "fs", LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  })
}

if (require.main === module) {
  writeAdminSite(STATIC_ADMIN_DIR, ROOT)
  const children = [
    startDecapServer(ROOT, LOCAL_BACKEND_PORT),
    spawn(path.join(ROOT, "node_modules/.bin/gatsby"), ["develop", "--host", "127.0.0.1", "--port", String(SITE_PORT)], {
      cwd: ROOT,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
      stdio: "inherit",
    }),
  ]
  console.log(`\nThe editor: http://localhost:${SITE_PORT}/admin/  (the site: http://localhost:${SITE_PORT}/)`)
  console.log("Saved changes are written into data/ at once. Stop with Ctrl+C.\n")
  const stop = () => {
    for (const child of children) child.kill()
    process.exit(0)
  }
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
  for (const child of children) child.on("exit", stop)
}
