// Firefox for the browser tests: the system's firefox-esr, driven headless over WebDriver BiDi with
// puppeteer-core (which downloads nothing). FIREFOX_PATH overrides the path.
import fs from "node:fs"
import puppeteer, { type Browser } from "puppeteer-core"

export function firefoxPath(): string {
  const candidates = [process.env.FIREFOX_PATH, "/usr/bin/firefox-esr", "/usr/bin/firefox"].filter(
    (candidate): candidate is string => Boolean(candidate),
  )
  const found = candidates.find((candidate) => fs.existsSync(candidate))
  if (!found) {
    throw new Error(
      "No Firefox found. Install one (Debian: `apt-get install -y firefox-esr`) or set FIREFOX_PATH. Tried: " + candidates.join(", "),
    )
  }
  return found
}

export function launchFirefox(viewport: { width: number; height: number }): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath(),
    headless: true,
    protocol: "webDriverBiDi",
    defaultViewport: viewport,
    // No updates, telemetry or remote settings: the tests run offline.
    extraPrefsFirefox: {
      "app.update.enabled": false,
      "datareporting.policy.dataSubmissionEnabled": false,
      "toolkit.telemetry.enabled": false,
      "network.captive-portal-service.enabled": false,
      "browser.safebrowsing.malware.enabled": false,
      "browser.safebrowsing.phishing.enabled": false,
    },
  })
}
