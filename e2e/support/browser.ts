// Launches the system Chromium through playwright-core: no browser is ever downloaded.
import fs from "node:fs"
import { chromium, type Browser } from "playwright-core"

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    (candidate): candidate is string => Boolean(candidate),
  )
  const found = candidates.find((candidate) => fs.existsSync(candidate))
  if (!found) {
    throw new Error(
      "No Chromium found. Install one (Debian: `apt-get install -y chromium`) or set CHROME_PATH " +
        "to a Chromium or Chrome executable. Tried: " +
        candidates.join(", "),
    )
  }
  return found
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS })
}
