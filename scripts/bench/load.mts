// `npm run bench:load`: a bounded load check of the production server configuration. Starts nginx with
// deploy/nginx/crest.conf on loopback, then autocannon sends requests for a fixed time to `/` and to a
// hashed script, and prints requests per second and latency percentiles. Loopback only; it stops itself.
//   npm run bench:load -- [--seconds 10] [--connections 20]
import fs from "node:fs"
import path from "node:path"
import autocannon from "autocannon"
import { startNginx } from "../../e2e/support/nginx.ts"
import { numberOption } from "./options.ts"

const seconds = numberOption("seconds", 10)
const connections = numberOption("connections", 20)
const publicDir = path.resolve("public")
const hashedScript = fs.readdirSync(publicDir).find((name) => /^app-[0-9a-f]+\.js$/.test(name))
if (!hashedScript) throw new Error("No build in public/: run `npm run build` first.")

const server = await startNginx(publicDir)
try {
  for (const target of ["/", `/${hashedScript}`]) {
    const result = await autocannon({
      url: server.url + target,
      connections,
      duration: seconds,
      headers: { "accept-encoding": "gzip, br" },
    })
    const { latency, requests, non2xx, errors } = result
    console.log(
      `${target}: ${Math.round(requests.average)} req/s (${requests.total} in ${seconds} s, ${connections} connections); ` +
        `latency p50 ${latency.p50} ms, p90 ${latency.p90} ms, p99 ${latency.p99} ms, max ${latency.max} ms; ` +
        `non-2xx ${non2xx}, errors ${errors}`,
    )
  }
} finally {
  await server.close()
}
