// Validates the built pages against the rules of .htmlvalidate.cjs at the project's root.
import fs from "node:fs"
import path from "node:path"
import { cjsResolver, FileSystemConfigLoader, HtmlValidate } from "html-validate"

export interface HtmlProblem {
  /** The page's address, e.g. "/senior/". */
  page: string
  line: number
  column: number
  rule: string
  message: string
}

export interface HtmlCheck {
  pages: number
  problems: HtmlProblem[]
}

const PROJECT_ROOT = path.resolve(__dirname, "../../..")

/** A validator with the project's rules; the config is found from the validated file's path upwards. */
export function projectValidator(): HtmlValidate {
  // The config is loaded with require(), which lets the synchronous API run (also under Jest, which has no
  // import() for it).
  return new HtmlValidate(new FileSystemConfigLoader([cjsResolver()]))
}

function htmlFilesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFilesUnder(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

/** "public/senior/index.html" → "/senior/", "public/404.html" → "/404.html". */
function pageAddress(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join("/")
  return `/${relative.replace(/(^|\/)index\.html$/, "$1")}`
}

/**
 * The problems in one page's HTML. `file` names it for the messages and decides which config applies:
 * a path inside the project gets the project's rules.
 */
export function validateHtml(html: string, file: string, page: string, validator = projectValidator()): HtmlProblem[] {
  const report = validator.validateStringSync(html, file)
  return [...brokenCharacters(html, page), ...report.results.flatMap((result) =>
    result.messages.map((message) => ({
      page,
      line: message.line,
      column: message.column,
      rule: message.ruleId,
      message: message.message,
    })),
  )]
}

const NUL = String.fromCharCode(0)
const REPLACEMENT = "\uFFFD"

/**
 * NUL bytes and U+FFFD in a page mean the renderer broke a character apart (a Nepali word with bytes
 * in its middle); no data text holds either, and the HTML parser would not say so.
 */
export function brokenCharacters(html: string, page: string): HtmlProblem[] {
  const problems: HtmlProblem[] = []
  html.split("\n").forEach((text, index) => {
    const nul = text.indexOf(NUL)
    const column = nul >= 0 ? nul : text.indexOf(REPLACEMENT)
    if (column >= 0) {
      const around = text.slice(Math.max(0, column - 20), column + 20).split(NUL).join("\\0")
      problems.push({ page, line: index + 1, column: column + 1, rule: "broken-character", message: `a broken character near "${around}"` })
    }
  })
  return problems
}

/** Every .html file under root (the built site), validated with the project's rules. */
export function validatePages(root: string, validator = projectValidator()): HtmlCheck {
  const files = htmlFilesUnder(root).sort()
  const problems: HtmlProblem[] = []
  for (const file of files) {
    // Validated as if it sat at the project's root, so the project's rules apply wherever root is.
    const asIfInProject = path.join(PROJECT_ROOT, path.relative(root, file))
    problems.push(...validateHtml(fs.readFileSync(file, "utf8"), asIfInProject, pageAddress(root, file), validator))
  }
  return { pages: files.length, problems }
}
