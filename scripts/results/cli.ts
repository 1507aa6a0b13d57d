// The school's results command (CONTENT.md "Publish exam results"):
//   npm run results -- check   <sheet.csv>
//   npm run results -- publish <sheet.csv> --exam 2083-first-term --title "First term exam 2083"
//                              [--title-ne "प्रथम त्रैमासिक परीक्षा २०८३"] [--opens "2083-08-20 10:00"] [--replace] [--codes <codes.csv>]
//   npm run results -- withdraw <exam id>
//   npm run results -- list
// The sheet and its access codes stay outside the repository; only the encrypted publication is
// written into static/results/.
import fs from "node:fs"
import path from "node:path"
import { formatAccessCode, normalAccessCode } from "../../src/lib/results/crypto"
import { csvField, formatProblem, parseCsv, readSheet, type GradingTable } from "../../src/lib/results/sheet"
import { sheetNepaliTexts } from "../../src/node/validate/drawn-texts"
import { drawnTextWarnings, formatGlossaryWarnings, readGlossary } from "../../src/node/validate/glossary"
import { openingOf, parseOpening, publishExam, readExamList, withdrawExam } from "../../src/node/results/publication"

const ROOT = path.resolve(__dirname, "../..")
export const RESULTS_DIR = path.join(ROOT, "static/results")
/** The fictional sample, the one sheet allowed inside the repository. */
export const SAMPLE_DIR = path.join(ROOT, "scripts/results/sample")

export function gradingTable(root = ROOT): GradingTable {
  return JSON.parse(fs.readFileSync(path.join(root, "data/grading.json"), "utf8")) as GradingTable
}

/** "sheet.csv" → "sheet.codes.csv", beside it. */
export function codesFileFor(sheet: string): string {
  return path.join(path.dirname(sheet), `${path.basename(sheet, path.extname(sheet))}.codes.csv`)
}

const CODES_HEADER = ["Symbol number", "Name", "Class", "Access code"]

/** The codes already given out, by symbol number, from a codes sheet this command wrote. */
export function readCodes(file: string): Map<string, string> {
  const codes = new Map<string, string>()
  if (!fs.existsSync(file)) return codes
  for (const row of parseCsv(fs.readFileSync(file, "utf8")).slice(1)) {
    if (row[0] && row[3]) codes.set(row[0].trim(), normalAccessCode(row[3]))
  }
  return codes
}

interface Flags {
  positional: string[]
  values: Map<string, string>
  switches: Set<string>
}

function parseFlags(args: string[]): Flags {
  const flags: Flags = { positional: [], values: new Map(), switches: new Set() }
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (!arg.startsWith("--")) flags.positional.push(arg)
    else if (["--replace", "--allow-inside-repository"].includes(arg)) flags.switches.add(arg.slice(2))
    else flags.values.set(arg.slice(2), args[++i] ?? "")
  }
  return flags
}

function insideRepository(file: string): boolean {
  const relative = path.relative(ROOT, path.resolve(file))
  return !relative.startsWith("..") && !path.isAbsolute(relative)
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function check(sheet: string) {
  if (!sheet || !fs.existsSync(sheet)) fail(`No sheet at ${sheet || "(none given)"}. Name the CSV file exported from the results spreadsheet.`)
  const result = readSheet(fs.readFileSync(sheet, "utf8"), gradingTable())
  if (result.problems.length > 0) {
    fail(
      [`The sheet ${sheet} has ${result.problems.length} problem${result.problems.length === 1 ? "" : "s"}. Fix them in the spreadsheet, export it again, and run the command again. Nothing was published.`, ...result.problems.map((problem) => `  ${formatProblem(problem)}`)].join("\n"),
    )
  }
  // The Nepali words are sealed in the records once published, out of the build's glossary check.
  const glossary = formatGlossaryWarnings(drawnTextWarnings(readGlossary(path.join(ROOT, "data")), sheetNepaliTexts(result.students, sheet)))
  if (glossary) console.warn(glossary)
  return result.students
}

export async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args
  const flags = parseFlags(rest)
  const resultsDir = flags.values.get("out") ?? RESULTS_DIR
  if (command === "check") {
    const students = check(flags.positional[0] ?? "")
    console.log(`The sheet is ready: ${students.length} students, no problems.`)
    return
  }
  if (command === "list") {
    const { exams } = readExamList(resultsDir)
    if (exams.length === 0) console.log("No exams are published.")
    for (const exam of exams) console.log(`${exam.id}  "${exam.title.en}"  opens ${exam.opens.bsDate} ${exam.opens.time} (Nepal time)  ${exam.shardCount} shard(s)`)
    return
  }
  if (command === "withdraw") {
    const id = flags.positional[0] ?? ""
    if (!withdrawExam(resultsDir, id)) fail(`No exam "${id}" is published. \`npm run results -- list\` lists them.`)
    console.log(`Withdrew ${id}: its files are gone from ${path.relative(ROOT, resultsDir)}/. Commit, and the next build no longer serves them.`)
    return
  }
  if (command === "publish") {
    const sheet = flags.positional[0] ?? ""
    const sample = path.resolve(sheet).startsWith(SAMPLE_DIR + path.sep)
    if (insideRepository(sheet) && !sample && !flags.switches.has("allow-inside-repository")) {
      fail(`The sheet ${sheet} is inside the repository. It holds children's names and marks: keep it outside (e.g. ~/results/) and name it there.`)
    }
    const students = check(sheet)
    const id = flags.values.get("exam") ?? ""
    const title = flags.values.get("title") ?? ""
    if (!id || !title) fail('Name the exam: --exam 2083-first-term --title "First term exam 2083" (and --title-ne for the Nepali page).')
    const opensText = flags.values.get("opens")
    const opening = opensText ? parseOpening(opensText) : openingOf(new Date())
    if (!opening) fail(`--opens "${opensText}" is not a BS day and Nepal time, e.g. "2083-08-20 10:00".`)
    const codesFile = flags.values.get("codes") ?? codesFileFor(sheet)
    if (insideRepository(codesFile) && !sample && !flags.switches.has("allow-inside-repository")) fail(`The codes sheet ${codesFile} would be inside the repository: name one outside it with --codes.`)
    const outcome = await publishExam({
      resultsDir,
      id,
      title: { en: title, ne: flags.values.get("title-ne") ?? title },
      opening,
      students,
      codes: readCodes(codesFile),
      replace: flags.switches.has("replace"),
    }).catch((error: Error) => fail(error.message))
    const byNumber = new Map(students.map((student) => [student.symbolNumber, student]))
    const codeRows = [...outcome.codes].map(([symbol, code]) => [symbol, byNumber.get(symbol)!.marksheet.name, byNumber.get(symbol)!.marksheet.className, formatAccessCode(code)])
    fs.writeFileSync(codesFile, [CODES_HEADER, ...codeRows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n")
    console.log(
      [
        `Published ${id} for ${students.length} students: ${outcome.files.length} shard file(s) in ${path.relative(ROOT, path.join(resultsDir, id))}/, opening ${outcome.entry.opens.bsDate} ${outcome.entry.opens.time} (Nepal time).`,
        `Access codes: ${codesFile} (${outcome.newCodes} new, ${students.length - outcome.newCodes} kept). Print them on the admit cards; keep the file out of the repository and off the website.`,
        "Commit static/results/ and deploy; the sheet itself is not needed by the site.",
      ].join("\n"),
    )
    return
  }
  fail("Usage: npm run results -- check <sheet.csv> | publish <sheet.csv> --exam <id> --title <title> [--title-ne <title>] [--opens \"YYYY-MM-DD HH:MM\"] [--replace] [--codes <file>] | withdraw <id> | list")
}

if (require.main === module) void main(process.argv.slice(2))
