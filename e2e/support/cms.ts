// The web editor under test: a temporary copy of the repository's content as a git repository, Decap's
// local backend (decap-server) on a free loopback port writing into it, and an editor page whose
// configuration is pointed at that backend.
import { execFileSync, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Page } from "playwright-core"
import { openPage, STATIC_URL, type OpenPageOptions, type TestPage } from "./harness"
import { decapConfig, LOCAL_BACKEND_URL, type DecapField } from "../../src/node/cms/decap-config"
import { startDecapServer } from "../../scripts/cms/start"
import { freePort } from "./ports"

const ROOT = path.resolve(__dirname, "../..")

export interface EditorRepo {
  dir: string
  backendUrl: string
  git: (...args: string[]) => string
  read: (file: string) => string
  close: () => Promise<void>
}

/** data/ copied into a fresh git repository, and decap-server serving it. */
export async function startEditorRepo(): Promise<EditorRepo> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crest-cms-"))
  fs.cpSync(path.join(ROOT, "data"), path.join(dir, "data"), { recursive: true })
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.invalid", ...args], { cwd: dir, encoding: "utf8" })
  git("init", "-q", "-b", "main")
  git("add", "-A")
  git("commit", "-q", "-m", "content before editing")
  const port = await freePort()
  const server: ChildProcess = startDecapServer(dir, port)
  const backendUrl = `http://127.0.0.1:${port}/api/v1`
  const deadline = Date.now() + 30_000
  for (;;) {
    try {
      const response = await fetch(backendUrl, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"action":"info"}' })
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("decap-server did not start")
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    dir,
    backendUrl,
    git,
    read: (file) => fs.readFileSync(path.join(dir, file), "utf8"),
    close: async () => {
      server.kill()
      await new Promise((resolve) => server.once("exit", resolve))
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Serves the editor's configuration with the local backend at `backendUrl` instead of the default port. */
export async function pointEditorAt(page: Page, backendUrl: string): Promise<void> {
  await page.route("**/admin/config.yml", async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace(LOCAL_BACKEND_URL, backendUrl)
    await route.fulfill({ response, body })
  })
}

/** A page's options, and what the editor needs set before it loads or waited for after. */
export interface EditorOptions extends OpenPageOptions {
  /** The browser's clock, set to this moment (ms since 1970) before the editor loads: what Decap's "Now" reads. */
  now?: number
  /** Wait until the entry's form is shown (see `entryShown`), for a test that types into it at once. */
  waitForEntry?: boolean
}

/** The editor signed in to the local backend of `repo`, at an address inside it (#/collections/…). */
export async function openEditor(repo: EditorRepo, route: string, options: EditorOptions = {}): Promise<TestPage> {
  const { now, waitForEntry, ...pageOptions } = options
  const opened = await openPage({ baseURL: STATIC_URL, ...pageOptions })
  if (now !== undefined) await opened.context.clock.setSystemTime(now)
  await pointEditorAt(opened.page, repo.backendUrl)
  await opened.page.goto("/admin/")
  await opened.page.getByRole("button", { name: "Login" }).click()
  await opened.page.goto(`/admin/#/collections/${route}`)
  if (waitForEntry) await entryShown(opened.page, route)
  return opened
}

/**
 * Waits until the form of the entry at `route` is shown: its Publish button ("Published" for a saved
 * entry, which has no change yet) and its first field's label.
 */
export async function entryShown(page: Page, route: string): Promise<void> {
  await page.getByRole("button", { name: route.endsWith("/new") ? "Publish" : "Published", exact: true }).waitFor()
  await page.locator("label[for]").first().waitFor()
}

/**
 * Another entry in the same editor page, with no reload (so what Decap holds in memory stays, as it does
 * for the office), opened as a person does, from its collection's list: going from one entry straight to
 * another by address, Decap keeps parts of the first one in the form.
 */
export async function goToEntry(page: Page, route: string): Promise<void> {
  const go = (hash: string) =>
    page.evaluate((target) => {
      window.location.hash = target
    }, hash)
  await go(`#/collections/${route.split("/")[0]!}`)
  await page.getByRole("button", { name: /^Publish(ed)?$/ }).waitFor({ state: "detached" })
  await go(`#/collections/${route}`)
  await page.waitForFunction((target) => window.location.hash === target, `#/collections/${route}`)
  await entryShown(page, route)
}

/** Publish → Publish now, as the office saves. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByText("Publish now", { exact: true }).click()
}

/** Every message the editor shows under a field, and a refused save's. */
async function validationMessages(page: Page): Promise<string[]> {
  const refused = await page.getByText(/missed a required field|failed to persist/i).allTextContents()
  return [...refused, ...(await page.locator('[class*="ControlErrorsList"] li').allTextContents())]
}

/** The check's answer, or false while the file it reads is still being written (JSON cut short). */
async function settled(check: () => boolean | Promise<boolean>): Promise<boolean> {
  try {
    return await check()
  } catch (error) {
    if (error instanceof SyntaxError) return false
    throw error
  }
}

/**
 * Waits (up to 15 s) until `check` holds: a save reaches the disk a moment after the editor says so.
 * Given the editor's `page`, fails at once with the editor's messages when it refuses the save instead.
 */
export async function until(check: () => boolean | Promise<boolean>, what: string, page?: Page): Promise<void> {
  const deadline = Date.now() + 15_000
  while (!(await settled(check))) {
    const messages = page ? await validationMessages(page) : []
    if (messages.length > 0) throw new Error(`${what}: the editor says ${JSON.stringify(messages)}`)
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * The lines git shows as removed from and added to `file` since the last commit, without git's -/+ marks,
 * trimmed; `keepIndentation` keeps them whole, for a check that the rest of a changed line stayed as it was.
 */
export function changedLines(repo: EditorRepo, file: string, { keepIndentation = false } = {}): { removed: string[]; added: string[] } {
  const diff = repo.git("diff", "-U0", "--no-color", "--", file).split("\n")
  const text = (line: string) => (keepIndentation ? line.slice(1) : line.slice(1).trim())
  return {
    removed: diff.filter((line) => line.startsWith("-") && !line.startsWith("---")).map(text),
    added: diff.filter((line) => line.startsWith("+") && !line.startsWith("+++")).map(text),
  }
}

// The configuration the editor at /admin/ is generated from, for the labels its forms show.
const config = decapConfig(path.join(ROOT, "data"))

/**
 * The collection's field at that path of names (into a list's or group's fields), for its label; of a
 * collection of files, its first file's.
 */
export function field(collection: string, ...names: string[]): DecapField {
  const found = config.collections.find((candidate) => candidate.name === collection)!
  let fields = (found.files?.[0]?.fields ?? found.fields) as DecapField[]
  let current: DecapField | undefined
  for (const name of names) {
    current = fields.find((candidate) => candidate.name === name)!
    fields = (current.fields ?? []) as DecapField[]
  }
  return current!
}

/** A field's input by its label, which Decap ends with "(optional)" where a field may stay empty. */
export const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\(optional\\))?$`, "i")
