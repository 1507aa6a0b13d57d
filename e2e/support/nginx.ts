// Runs a real nginx with deploy/nginx/crest.conf on a free loopback port, serving public/, the way a
// production server would. Only the listen address, root and file locations differ from production.
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { freePort, waitForHttp, waitForPort } from "./ports"

// The project root: this file is e2e/support/nginx.ts (also imported from ESM benchmarks, without __dirname).
const ROOT = path.resolve(process.env.npm_config_local_prefix ?? process.cwd())
const NGINX_CANDIDATES = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/local/sbin/nginx"]
const BROTLI_MODULES = [
  "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so",
  "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
]

export function nginxPath(): string {
  const found = NGINX_CANDIDATES.find((candidate) => candidate && fs.existsSync(candidate))
  if (!found) {
    throw new Error("nginx is not installed. Debian: `apt-get install -y nginx` (.ci/run does it), or set NGINX_PATH.")
  }
  return found
}

export function hasBrotli(): boolean {
  return BROTLI_MODULES.every((module) => fs.existsSync(module))
}

/** A certificate and key for serving over TLS, which browsers need before they speak HTTP/2. */
export interface TlsFiles {
  cert: string
  key: string
}

function siteConfig(port: number, publicDir: string, tls?: TlsFiles): string {
  const config = fs.readFileSync(path.join(ROOT, "deploy/nginx/crest.conf"), "utf8")
  const listen = tls
    ? `listen 127.0.0.1:${port} ssl http2;\n    ssl_certificate ${tls.cert};\n    ssl_certificate_key ${tls.key};`
    : `listen 127.0.0.1:${port};`
  return config
    .replace(/^\s*listen \[::\]:80;\n/m, "")
    .replace(/listen 80;/, listen)
    .replace(/root \/srv\/crest\/public;/, `root ${publicDir};`)
}

export async function startNginx(
  publicDir = path.join(ROOT, "public"),
  options: { tls?: TlsFiles; /** Where the school's server answers the API: /api/ goes there, as deploy/nginx/api.conf deploys it. */ api?: string } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "crest-nginx-"))
  const port = await freePort()
  fs.mkdirSync(path.join(prefix, "crest"))
  fs.copyFileSync(path.join(ROOT, "deploy/nginx/page-headers.conf"), path.join(prefix, "crest/page-headers.conf"))
  fs.copyFileSync(path.join(ROOT, "deploy/nginx/security-headers.conf"), path.join(prefix, "crest/security-headers.conf"))
  fs.copyFileSync(path.join(ROOT, "deploy/nginx/editor-headers.conf"), path.join(prefix, "crest/editor-headers.conf"))
  if (hasBrotli()) fs.copyFileSync(path.join(ROOT, "deploy/nginx/brotli.conf"), path.join(prefix, "crest/brotli.conf"))
  if (options.api) {
    const api = fs.readFileSync(path.join(ROOT, "deploy/nginx/api.conf"), "utf8")
    fs.writeFileSync(path.join(prefix, "crest/api.conf"), api.replace("http://127.0.0.1:9000", options.api))
  }
  fs.writeFileSync(path.join(prefix, "site.conf"), siteConfig(port, path.resolve(publicDir), options.tls))
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    [
      ...(hasBrotli() ? BROTLI_MODULES.map((module) => `load_module ${module};`) : []),
      "daemon off;",
      "worker_processes 1;",
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      "events { worker_connections 256; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  types { application/manifest+json webmanifest; }",
      "  default_type application/octet-stream;",
      `  access_log off;`,
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`),
      "  include site.conf;",
      "}",
    ].join("\n"),
  )
  const nginx = spawn(nginxPath(), ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], { stdio: ["ignore", "ignore", "inherit"] })
  const url = `${options.tls ? "https" : "http"}://127.0.0.1:${port}`
  await (options.tls ? waitForPort(port, 15_000) : waitForHttp(url, 15_000))
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        nginx.once("exit", () => resolve())
        nginx.kill("SIGQUIT")
      }),
  }
}
