/** @jest-environment node */
// Every comment, test title and document must make sense to someone who has only this repository: no
// citation of documents kept elsewhere (the original specification and design notes), and every pointer
// to docs/ (a file, or a heading of it) leads somewhere. The rule and the reason: docs/behaviour.md.
import fs from "node:fs"
import path from "node:path"
import { makeTempDir } from "../support/temp-dir"

const ROOT = path.resolve(__dirname, "../..")

/** Folders of hand-written files, and the hand-written files at the root. */
const SCANNED_DIRS = ["src", "__tests__", "__mocks__", "e2e", "scripts", "docs", "data/schemas", "deploy", "static", ".ci"]
const SCANNED_ROOT_FILE = /^(gatsby-.*\.tsx?|.*\.md|jest\.config\.js|jest\.setup\.ts|jest-preprocess\.js|loadershim\.js|eslint\.config\.mjs)$/
const SKIPPED_DIRS = new Set(["node_modules", ".cache", "public", "artifacts"])
/** Written by the build from the GraphQL schema, not by hand. */
const GENERATED = new Set(["src/gatsby-types.d.ts"])
/** Written by `npm run cms:config` (the web editor's page and Decap's bundle), not committed. */
const GENERATED_DIRS = new Set(["static/admin"])
const TEXT_FILE = /(\.(c|m)?[jt]sx?|\.mts|\.scss|\.css|\.md|\.json|\.conf|\.ya?ml|\.html|\.txt)$|\/(_headers|run)$/
/** This file has to name what it looks for. */
const THIS_FILE = "__tests__/repo/documents.test.ts"

const CITATIONS: ReadonlyArray<[RegExp, string]> = [
  [/\b(SPEC|DESIGN|STYLE)\.md\b/i, "names a document that is not in the repository"],
  [/\bSPEC\b|\bDESIGN\b/, "cites the specification or design notes, which are not in the repository"],
  [/\bthe spec(ification)?\b/i, "cites the specification, which is not in the repository"],
  [/§/, "cites a numbered section (§) of a document that is not in the repository"],
]

/** A path under docs/ written from the repository root, in a comment or a document. */
const DOCS_REFERENCE = /(?<![\w./-])docs\/[\w./-]*[\w](?:#[\w-]+)?/g
/** The target of a Markdown link: [text](target). */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g

interface Problem {
  file: string
  line: number
  problem: string
}

function walk(root: string, dir: string, found: string[]): void {
  const absolute = path.join(root, dir)
  if (!fs.existsSync(absolute)) return
  for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !GENERATED_DIRS.has(relative)) walk(root, relative, found)
    } else if (TEXT_FILE.test(`/${relative}`) && !GENERATED.has(relative) && relative !== THIS_FILE) {
      found.push(relative)
    }
  }
}

function scannedFiles(root: string): string[] {
  const found: string[] = []
  for (const dir of SCANNED_DIRS) walk(root, dir, found)
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (entry.isFile() && SCANNED_ROOT_FILE.test(entry.name)) found.push(entry.name)
  }
  return found.sort()
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as "-", repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  let inFence = false
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence
    const heading = inFence ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (!heading) continue
    const base = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, "")
      .replace(/ /g, "-")
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

function checkTarget(root: string, fromDir: string, target: string): string | null {
  const [file = "", anchor] = target.split("#")
  const resolved = file === "" ? null : path.posix.normalize(path.posix.join(fromDir, file))
  if (resolved !== null && (resolved.startsWith("..") || !fs.existsSync(path.join(root, resolved)))) {
    return `points to ${target}, but ${resolved} does not exist`
  }
  return resolved === null ? null : checkAnchor(root, resolved, anchor, target)
}

function checkAnchor(root: string, file: string, anchor: string | undefined, target: string): string | null {
  if (!anchor || !file.endsWith(".md") || fs.statSync(path.join(root, file)).isDirectory()) return null
  const anchors = headingAnchors(fs.readFileSync(path.join(root, file), "utf8"))
  return anchors.has(anchor) ? null : `points to ${target}, but ${file} has no heading with the anchor #${anchor}`
}

function documentProblems(root: string, files: readonly string[] = scannedFiles(root)): Problem[] {
  const problems: Problem[] = []
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), "utf8")
    const isMarkdown = file.endsWith(".md")
    text.split("\n").forEach((content, index) => {
      const onLine = new Set<string>()
      const citation = CITATIONS.find(([pattern]) => pattern.test(content))
      if (citation) onLine.add(`${citation[1]}: ${content.trim()}`)
      for (const match of content.matchAll(DOCS_REFERENCE)) onLine.add(checkTarget(root, ".", match[0]) ?? "")
      if (isMarkdown) {
        // A link written inside `code` is an example of how to write one, not a link.
        for (const match of content.replace(/`[^`]*`/g, "").matchAll(MARKDOWN_LINK)) {
          const target = match[1]!
          if (/^[a-z][a-z+.-]*:/i.test(target)) continue // https:, mailto: …
          onLine.add(
            (target.startsWith("#")
              ? checkAnchor(root, file, target.slice(1), target)
              : checkTarget(root, path.posix.dirname(file), target)) ?? "",
          )
        }
      }
      for (const problem of onLine) if (problem) problems.push({ file, line: index + 1, problem })
    })
  }
  return problems
}

function writeTree(files: Record<string, string>): string {
  const root = makeTempDir("documents-")
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  return root
}

describe("documents that live in the repository", () => {
  it("has no citation of documents kept elsewhere, and no pointer into docs/ that leads nowhere", () => {
    const files = scannedFiles(ROOT)
    expect(files).toEqual(expect.arrayContaining(["README.md", "docs/behaviour.md", "gatsby-node.ts", "src/pages/index.tsx"]))
    expect(documentProblems(ROOT, files).map(({ file, line, problem }) => `${file}:${line}: ${problem}`)).toEqual([])
  })

  it("links docs/behaviour.md from the README", () => {
    const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8")
    expect(readme.includes("](docs/behaviour.md)")).toBe(true)
  })
})

/** A small repository with one problem of each kind the check finds. */
const TREE: Record<string, string> = {
  "docs/guide.md": "# Guide\n\n## Errors and time-outs\n\nSee [routes](#routes) and [the README](../README.md).\n",
  "README.md": "Read [the guide](docs/guide.md) and [the other](docs/missing.md).\nWrite links as `[the form](/form/)`.\n",
  "src/a.ts": '// Fine.\n// As SPEC §4 says, it closes.\n/** Per DESIGN.md "Routes". */\n',
  "src/b.ts": "// docs/guide.md#errors-and-time-outs is right; docs/guide.md#errors is not.\n",
  "__tests__/c.test.ts": 'it("works as the specification says", () => {})\n',
  "src/gatsby-types.d.ts": "// SPEC, generated\n",
  "node_modules/x/index.js": "// SPEC\n",
}

describe("the document check", () => {
  // Made in beforeAll, not while Jest collects the tests: a run that skips them (-t) runs no clean-up.
  let tree: string
  beforeAll(() => {
    tree = writeTree(TREE)
  })

  it("scans the hand-written files only", () => {
    expect(scannedFiles(tree)).toEqual(["README.md", "__tests__/c.test.ts", "docs/guide.md", "src/a.ts", "src/b.ts"])
  })

  it("names file and line of each citation, missing file and missing heading", () => {
    const found = documentProblems(tree).map(({ file, line, problem }) => `${file}:${line}: ${problem.split(":")[0]}`)
    expect(found).toEqual([
      "README.md:1: points to docs/missing.md, but docs/missing.md does not exist",
      "__tests__/c.test.ts:1: cites the specification, which is not in the repository",
      "docs/guide.md:5: points to #routes, but docs/guide.md has no heading with the anchor #routes",
      "src/a.ts:2: cites the specification or design notes, which are not in the repository",
      "src/a.ts:3: names a document that is not in the repository",
      "src/b.ts:1: points to docs/guide.md#errors, but docs/guide.md has no heading with the anchor #errors",
    ])
  })

  it("makes anchors the way GitHub does", () => {
    expect([...headingAnchors("# What it promises\n## Today's date tile\n```\n# not a heading\n```\n## Routes\n## Routes\n")]).toEqual([
      "what-it-promises",
      "todays-date-tile",
      "routes",
      "routes-1",
    ])
  })
})
