// `npm test`: every check, with the independent ones side by side so a 2-core machine is kept busy.
// Lint and the Jest suites need no build, so they run while the site builds; the type-check (which
// reads the GraphQL types the build writes) and the checks of the built pages follow it; the browser
// tests come last, beside what is left of the Jest suites. A failing step stops the run.
// Each parallel step's output is held back and printed whole when it ends, so logs never interleave.
import { spawn, type ChildProcess } from "node:child_process"

interface Step {
  name: string
  script: string
}

const running = new Set<ChildProcess>()

function run(step: Step, { quiet }: { quiet: boolean }): Promise<void> {
  const started = Date.now()
  console.log(`▶ ${step.name}: npm run ${step.script}`)
  // Its own process group, so stopping it also stops what it started (Gatsby's workers, the browsers).
  const child = spawn("npm", ["run", "--silent", step.script], {
    detached: true,
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
  })
  running.add(child)
  const output: Buffer[] = []
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk))
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve, reject) => {
    child.on("close", (code, signal) => {
      running.delete(child)
      if (stopping && code !== 0) return reject(new Error(step.name))
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      if (quiet) process.stdout.write(Buffer.concat(output))
      if (code === 0) {
        console.log(`✔ ${step.name} passed in ${seconds} s`)
        resolve()
      } else {
        console.log(`✖ ${step.name} failed (exit ${code ?? signal}) after ${seconds} s`)
        reject(new Error(step.name))
      }
    })
  })
}

let stopping = false

function stopAll(): void {
  stopping = true
  for (const child of running) {
    try {
      process.kill(-child.pid!, "SIGTERM")
    } catch {
      // it has just ended
    }
  }
}

/** Runs the steps side by side; the first failure stops the others. */
async function together(steps: Step[]): Promise<void> {
  try {
    await Promise.all(steps.map((step) => run(step, { quiet: steps.length > 1 })))
  } catch (error) {
    stopAll()
    throw error
  }
}

async function main(): Promise<void> {
  const started = Date.now()
  const unitTests = run({ name: "unit and component tests", script: "test:unit" }, { quiet: true })
  unitTests.catch(stopAll)
  process.on("SIGINT", () => {
    stopAll()
    process.exit(130)
  })
  await together([
    { name: "lint", script: "lint" },
    { name: "production build", script: "build" },
  ])
  await together([
    { name: "type-check", script: "typecheck" },
    { name: "links of the built pages", script: "check:links" },
    { name: "HTML of the built pages", script: "check:html" },
  ])
  // Jest keeps one core of two (its default), which the browser tests put to use as soon as they can.
  await Promise.all([unitTests, together([{ name: "browser tests", script: "test:e2e" }])])
  console.log(`✔ every check passed in ${((Date.now() - started) / 60_000).toFixed(1)} min`)
}

main().catch((error: unknown) => {
  stopAll()
  console.error(`npm test failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
