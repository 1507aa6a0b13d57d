// Notifications on the site: the connection dropping and coming back, where they appear, how they close.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import messages from "../../data/messages.json"
import { DESKTOP, PHONE, animationsDone, openPage, useBrowser, visit } from "../support/harness"

useBrowser()

const SPACE = 16

describe("notifications", () => {
  it("say when the browser goes offline, and that it is back online, in one place", async () => {
    const { page, context, close } = await openPage({ viewport: DESKTOP })
    // A page that runs React: a light page (Home among them) has no connection notification of its own.
    await visit(page, "/search/")
    const region = page.getByRole("region", { name: messages.notifications.regionLabel })
    assert.equal(await region.getAttribute("aria-live"), "polite")
    await context.setOffline(true)
    const offline = region.getByRole("listitem").filter({ hasText: messages.connection.offlineTitle })
    await offline.waitFor()
    assert.ok(await offline.getByText(messages.connection.offlineMessage).isVisible())
    // Bottom-right, 440 px wide at most, once it has slid in.
    await animationsDone(offline)
    const box = (await offline.boundingBox())!
    assert.ok(box.width <= 440, `width ${box.width}`)
    assert.ok(Math.abs(DESKTOP.width - (box.x + box.width) - SPACE) <= 2, "right edge")
    assert.ok(Math.abs(DESKTOP.height - (box.y + box.height) - SPACE) <= 2, "bottom edge")
    await context.setOffline(false)
    const online = region.getByRole("listitem").filter({ hasText: messages.connection.onlineTitle })
    await online.waitFor()
    assert.equal(await region.getByText(messages.connection.offlineTitle).count(), 0)
    // It closes by itself after 4000 ms; the wait allows for a slow machine.
    await online.waitFor({ state: "detached", timeout: 10_000 })
    await close()
  })

  it("fit a phone's screen and close with their button, from the keyboard too", async () => {
    const { page, context, close } = await openPage({ viewport: PHONE })
    await visit(page, "/form/")
    // /form/ runs no app of its own (docs/behaviour.md#light-pages): the form it frames tells the
    // visitor, in the frame that fills the phone's screen below the bar, once its app is running.
    await page.frameLocator("iframe").locator("html[data-hydrated]").waitFor({ state: "attached" })
    await context.setOffline(true)
    const region = page.frameLocator("iframe").getByRole("region", { name: messages.notifications.framedRegionLabel })
    const offline = region.getByRole("listitem").filter({ hasText: messages.connection.offlineTitle })
    await offline.waitFor()
    await animationsDone(offline)
    const box = (await offline.boundingBox())!
    assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, "inside the screen")
    assert.ok(box.height <= 200, `height ${box.height}`)
    const closeButton = offline.getByRole("button", { name: messages.notifications.closeLabel })
    const size = (await closeButton.boundingBox())!
    assert.ok(size.width >= 44 && size.height >= 44, "44 px target")
    await closeButton.focus()
    await page.keyboard.press("Enter")
    await offline.waitFor({ state: "detached" })
    await context.setOffline(false)
    await close()
  })
})
