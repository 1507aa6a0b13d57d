// `npm run bench:results`: results day, measured. Prints figures, asserts nothing.
//  1. publishes 5,000 generated (fictional) students into a temporary folder, timing the command's work;
//  2. the build time they add: the build copies static/ into public/ as it is and compresses text files,
//     so this times that copy of the publication (and, with --builds, two real rebuilds with and without it);
//  3. the total size and the size of one shard;
//  4. in Chromium with the CPU slowed down four times (CDP Emulation.setCPUThrottlingRate), the bytes
//     /results/ loads before anything is typed (response bodies, as the page-weight walk counts them, and
//     with headers), and the time from pressing the button to the marksheet;
//  5. nginx (deploy/nginx/crest.conf) serving the page and the shards to 200 concurrent clients on
//     loopback for 20 s each: requests per second, p99, errors.
// Needs a build in public/ (`npm run build`). Everything it writes is in a temporary folder, removed after.
//   npm run bench:results -- [--students 5000] [--seconds 20] [--connections 200] [--runs 5] [--builds]
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import autocannon from "autocannon"
import { chromium } from "playwright-core"
import grading from "../../data/grading.json" with { type: "json" }
import results from "../../data/results.json" with { type: "json" }
import { chromiumPath } from "../../e2e/support/browser.ts"
import { startNginx } from "../../e2e/support/nginx.ts"
import { formatAccessCode } from "../../src/lib/results/crypto.ts"
import { gradeForMarks, gradePointAverage, readSheet } from "../../src/lib/results/sheet.ts"
import { publishExam, parseOpening, readExamList } from "../../src/node/results/publication.ts"
import { numberOption, switchOption } from "./options.ts"

const STUDENTS = numberOption("students", 5000)
const SECONDS = numberOption("seconds", 20)
const CONNECTIONS = numberOption("connections", 200)
const RUNS = numberOption("runs", 5)
const ROOT = process.cwd()
const PUBLIC = path.join(ROOT, "public")
if (!fs.existsSync(path.join(PUBLIC, "results/index.html"))) throw new Error("No build with /results/ in public/: run `npm run build` first.")

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${Math.round(value)} ms`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const work = fs.mkdtempSync(path.join(os.tmpdir(), "crest-bench-results-"))
// mkdtemp makes the folder private (0700); nginx's workers, which serve the copy of the site in it, run as another user.
fs.chmodSync(work, 0o755)

/** A results sheet of generated students, as the office would export it. */
function generatedSheet(count: number): string {
  const subjects: [string, number][] = [["English", 4], ["Nepali", 4], ["Mathematics", 4], ["Science", 4], ["Social Studies", 4], ["Health and Physical Education", 2], ["Optional Mathematics", 4], ["Computer Science", 2]]
  const lines = [["Symbol number", "Date of birth (BS)", "Name", "Class", ...subjects.map(([name, hours]) => `${name} [${hours}]`), "GPA", "Remarks"].join(",")]
  for (let index = 0; index < count; index++) {
    const marks = subjects.map(() => 35 + Math.floor(Math.random() * 65))
    const gpa = gradePointAverage(marks.map((value, subject) => ({ gradePoint: gradeForMarks(value, grading).gradePoint, creditHours: subjects[subject]![1] })), grading)
    const dob = `2067-${String(1 + (index % 12)).padStart(2, "0")}-${String(1 + (index % 28)).padStart(2, "0")}`
    lines.push([String(8_400_000 + index), dob, `Generated Student ${index}`, `Grade 10 ${"ABCD"[index % 4]}`, ...marks, gpa, "Passed"].join(","))
  }
  return lines.join("\r\n")
}

async function main() {
  // 1. Publish.
  const sheetText = generatedSheet(STUDENTS)
  let started = performance.now()
  const sheet = readSheet(sheetText, grading)
  if (sheet.problems.length) throw new Error(`generated sheet has problems: ${sheet.problems.length}`)
  const checkMs = performance.now() - started
  const site = path.join(work, "public")
  // The built site, with the generated publication beside the committed sample, as a build would copy it.
  execFileSync("cp", ["-al", PUBLIC, site])
  fs.rmSync(path.join(site, "results/exams.json"))
  fs.copyFileSync(path.join(PUBLIC, "results/exams.json"), path.join(site, "results/exams.json"))
  const staging = path.join(work, "static-results")
  fs.mkdirSync(staging)
  fs.copyFileSync(path.join(PUBLIC, "results/exams.json"), path.join(staging, "exams.json"))
  started = performance.now()
  const outcome = await publishExam({
    resultsDir: staging,
    id: "bench-5000",
    title: { en: "Benchmark exam (generated students)", ne: "Benchmark exam (generated students)" },
    opening: parseOpening("2083-01-01 10:00")!,
    students: sheet.students,
    codes: new Map(),
  })
  const publishMs = performance.now() - started
  const shardSizes = outcome.files.map((file) => fs.statSync(file).size)
  const total = shardSizes.reduce((sum, size) => sum + size, 0)

  // 2. What the build does with the publication: copy it into public/.
  started = performance.now()
  fs.cpSync(path.join(staging, "bench-5000"), path.join(site, "results/bench-5000"), { recursive: true })
  fs.copyFileSync(path.join(staging, "exams.json"), path.join(site, "results/exams.json"))
  const copyMs = performance.now() - started

  console.log(`Published ${STUDENTS} generated students: sheet checked in ${ms(checkMs)}, encrypted and written in ${(publishMs / 1000).toFixed(1)} s (PBKDF2 ${outcome.entry.iterations.toLocaleString("en")} rounds per student).`)
  console.log(`Build time added: ${ms(copyMs)} to copy ${outcome.files.length} shard files into public/ (shards are binary: the build does not compress them).`)
  console.log(`Size: ${kb(total)} in ${outcome.files.length} shards of ${kb(shardSizes[0]!)} each (${outcome.entry.shardRecords} records of ${outcome.entry.recordBytes} bytes), plus exams.json ${kb(fs.statSync(path.join(site, "results/exams.json")).size)}.`)
  if (switchOption("builds")) buildTimes(staging)

  // 3. Lookup in Chromium, CPU slowed down 4×.
  const server = await startNginx(site)
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu"] })
  try {
    const exam = readExamList(path.join(site, "results")).exams.find((entry) => entry.id === "bench-5000")!
    const found: number[] = []
    const missed: number[] = []
    let weight = { bodies: 0, withHeaders: 0 }
    for (let run = 0; run < RUNS; run++) {
      for (const wrong of [false, true]) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
        // The first run of all is a first visit, as the page-weight walk makes it (the advert may show).
        if (run > 0 || wrong) await context.addInitScript(() => window.sessionStorage.setItem("crest:first-visit-ended", "true"))
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
        const bytes = { bodies: 0, withHeaders: 0 }
        page.on(
          "requestfinished",
          (request) =>
            void request.sizes().then((sizes) => {
              bytes.bodies += sizes.responseBodySize
              bytes.withHeaders += sizes.responseBodySize + sizes.responseHeadersSize
            }),
        )
        await page.goto(`${server.url}/results/`, { waitUntil: "networkidle" })
        await page.getByRole("combobox", { name: results.form.exam }).selectOption("bench-5000")
        if (run === 0 && !wrong) weight = { ...bytes }
        const student = sheet.students[Math.floor(Math.random() * sheet.students.length)]!
        await page.getByLabel(results.form.symbolNumber).fill(student.symbolNumber)
        await page.getByLabel(results.form.dateOfBirth).fill(student.dateOfBirth)
        await page.getByLabel(results.form.accessCode).fill(formatAccessCode(wrong ? "0000000000" : outcome.codes.get(student.symbolNumber)!))
        const start = await page.evaluate(() => performance.now())
        await page.getByRole("button", { name: results.form.submit }).click()
        const done = wrong ? page.getByText(results.messages.notFound) : page.getByTestId("marksheet")
        await done.waitFor({ timeout: 60_000 })
        const end = await page.evaluate(() => performance.now())
        ;(wrong ? missed : found).push(end - start)
        await context.close()
      }
    }
    console.log(
      `First view of /results/ before typing (phone, empty cache, until the network is idle): ${kb(weight.bodies)} of response bodies ` +
        `(as e2e/tests/page-weight.test.ts counts; the bar is 60 KB), ${kb(weight.withHeaders)} with headers.`,
    )
    console.log(`Lookup with the CPU slowed 4× (${exam.iterations.toLocaleString("en")} PBKDF2 rounds, one ${kb(shardSizes[0]!)} shard): found median ${ms(median(found))} (${found.map(ms).join(", ")}); wrong code median ${ms(median(missed))} (${missed.map(ms).join(", ")}).`)

    // 4. nginx under 200 clients: the page, then random shards.
    const shardPaths = outcome.files.map((file) => `/results/bench-5000/${path.basename(file)}`)
    for (const [label, paths] of [["the page /results/", ["/results/"]], ["random shards", shardPaths]] as const) {
      const run = await autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { "accept-encoding": "gzip, br" },
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[Math.floor(Math.random() * paths.length)]! }) }],
      })
      console.log(
        `nginx, ${label}: ${Math.round(run.requests.average)} req/s (${run.requests.total} in ${SECONDS} s, ${CONNECTIONS} connections), ` +
          `${kb(run.throughput.average)}/s; latency p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms; non-2xx ${run.non2xx}, errors ${run.errors}, timeouts ${run.timeouts}`,
      )
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

/** Two warm rebuilds, without and with the publication in static/results/ (put back afterwards). */
function buildTimes(staging: string) {
  const target = path.join(ROOT, "static/results/bench-5000")
  const list = path.join(ROOT, "static/results/exams.json")
  const original = fs.readFileSync(list)
  const build = () => {
    const start = performance.now()
    execFileSync("npx", ["gatsby", "build"], { cwd: ROOT, stdio: "ignore", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
    return performance.now() - start
  }
  try {
    const without = build()
    fs.cpSync(path.join(staging, "bench-5000"), target, { recursive: true })
    fs.copyFileSync(path.join(staging, "exams.json"), list)
    const withIt = build()
    console.log(`Rebuild: ${(without / 1000).toFixed(1)} s without the publication, ${(withIt / 1000).toFixed(1)} s with it.`)
  } finally {
    fs.rmSync(target, { recursive: true, force: true })
    fs.writeFileSync(list, original)
  }
}

try {
  await main()
} finally {
  fs.rmSync(work, { recursive: true, force: true })
}
