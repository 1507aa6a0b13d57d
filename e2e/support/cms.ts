// The web editor under test: a temporary copy of the repository's content as a git repository, Decap's
// local backend (decap-server) on a free loopback port writing into it, and an editor page whose
// configuration is pointed at that backend.
import { execFileSync, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Page } from "playwright-core"
import { openPage, STATIC_URL, type OpenPageOptions, type TestPage } from "./harness"
import { LOCAL_BACKEND_URL } from "../../src/node/cms/decap-config"
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

/** The editor signed in to the local backend of `repo`, at an address inside it (#/collections/…). */
export async function openEditor(repo: EditorRepo, route: string, options: OpenPageOptions = {}): Promise<TestPage> {
  const opened = await openPage({ baseURL: STATIC_URL, ...options })
  await pointEditorAt(opened.page, repo.backendUrl)
  await opened.page.goto("/admin/")
  await opened.page.getByRole("button", { name: "Login" }).click()
  await opened.page.goto(`/admin/#/collections/${route}`)
  return opened
}

/** Publish → Publish now, as the office saves. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByText("Publish now", { exact: true }).click()
}

/** Waits (up to 15 s) until `check` holds: a save reaches the disk a moment after the editor says so. */
export async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
