// The shell on every page: navigation bar, Form dropdown, Menu drawer, first-visit popup and footer.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import curricula from "../../data/curricula.json"
import { BASE_URL, DESKTOP, PHONE, animationsDone, hasHorizontalScroll, openPage, reload, useBrowser, visit } from "../support/harness"
import { site, fill } from "../support/content"
import { withTrailingSlash } from "../../src/lib/links"

useBrowser()

const ROUTES = ["/", "/about/", "/form/", "/no-such/deeper/page/"]
const collegeHome = curricula.categories.find((category) => category.kind === "college")!

describe("every page", () => {
  for (const route of ROUTES) {
    it(`${route} renders the shell with no console errors and no sideways scroll on a phone`, async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, errors, close } = await openPage({ viewport })
        await visit(page, route)
        await page.getByRole("button", { name: site.navigation.menuLabel }).waitFor()
        assert.equal(await page.getByRole("contentinfo").count(), 1)
        assert.equal(await page.getByRole("heading", { level: 1 }).count(), 1)
        assert.equal(await hasHorizontalScroll(page), false, `sideways scroll at ${viewport.width} px`)
        assert.deepEqual(errors, [])
        await close()
      }
    })
  }

  it("has a product 404 page with links home for a deep unknown path", async () => {
    const { page, close } = await openPage()
    const response = await visit(page, "/no-such/deeper/page/")
    assert.equal(response?.status(), 404)
    await page.getByRole("heading", { level: 1, name: site.notFound.title }).waitFor()
    await page.getByRole("link", { name: site.notFound.homeLabel }).click()
    await page.waitForURL(`${BASE_URL}/`)
    await close()
  })
})

describe("navigation bar", () => {
  it("stays at the top, white, and shows a shadow once the page is scrolled", async () => {
    const { page, close } = await openPage({ viewport: PHONE })
    await visit(page, "/")
    const bar = page.getByRole("banner")
    assert.equal(await bar.getAttribute("data-scrolled"), "false")
    await page.mouse.wheel(0, 900)
    await page.waitForFunction(() => window.scrollY > 100)
    await page.waitForSelector('header[data-scrolled="true"]')
    const box = await bar.boundingBox()
    assert.equal(box?.y, 0)
    const style = await bar.evaluate((element) => getComputedStyle(element))
    assert.equal(style.backgroundColor, "rgb(255, 255, 255)")
    assert.notEqual(style.boxShadow, "none")
    await close()
  })

  it("links the logo home", async () => {
    const { page, close } = await openPage()
    await visit(page, "/about/")
    await page.getByRole("link", { name: fill(site.navigation.homeLabel) }).click()
    await page.waitForURL(`${BASE_URL}/`)
    await close()
  })

  it("shows 'About Us' from 1200 px wide only", async () => {
    const { page, close } = await openPage({ viewport: { width: 1199, height: 800 } })
    await visit(page, "/")
    const about = page.getByRole("banner").getByRole("link", { name: site.navigation.about.label })
    assert.equal(await about.isVisible(), false)
    await page.setViewportSize({ width: 1200, height: 800 })
    assert.equal(await about.isVisible(), true)
    await about.click()
    await page.waitForURL(`${BASE_URL}/about/`)
    await close()
  })
})

describe("Form dropdown", () => {
  const [schoolForm, collegeForm] = site.navigation.formMenu.items

  async function openDropdown() {
    const opened = await openPage()
    await visit(opened.page, "/")
    const toggle = opened.page.getByRole("banner").getByRole("button", { name: site.navigation.formMenu.label })
    await toggle.click()
    return { ...opened, toggle }
  }

  it("lists the school form and the external college form", async () => {
    const { page, close } = await openDropdown()
    assert.equal(await page.getByRole("link", { name: fill(schoolForm!.label) }).getAttribute("href"), `${schoolForm!.to}/`)
    const college = page.getByRole("link", { name: fill(collegeForm!.label) })
    assert.equal(await college.getAttribute("href"), site.links.collegeForm)
    assert.equal(await college.getAttribute("target"), "_blank")
    assert.equal(await college.getAttribute("rel"), "noopener noreferrer")
    await close()
  })

  it("closes on an outside click", async () => {
    const { page, toggle, close } = await openDropdown()
    await page.getByRole("heading", { level: 1 }).click()
    assert.equal(await toggle.getAttribute("aria-expanded"), "false")
    assert.equal(await page.getByRole("link", { name: fill(schoolForm!.label) }).isVisible(), false)
    await close()
  })

  it("closes on Escape, focus back on the button", async () => {
    const { page, toggle, close } = await openDropdown()
    await page.keyboard.press("Escape")
    assert.equal(await toggle.getAttribute("aria-expanded"), "false")
    assert.equal(await toggle.evaluate((element) => element === document.activeElement), true)
    await close()
  })

  it("closes when an item is chosen, and the school form opens", async () => {
    const { page, toggle, close } = await openDropdown()
    await page.getByRole("link", { name: fill(schoolForm!.label) }).click()
    await page.waitForURL(`${BASE_URL}${schoolForm!.to}/`)
    assert.equal(await toggle.getAttribute("aria-expanded"), "false")
    await close()
  })
})

describe("Menu drawer", () => {
  async function openDrawer(viewport = PHONE, route = "/") {
    const opened = await openPage({ viewport })
    await visit(opened.page, route)
    const menuButton = opened.page.getByRole("button", { name: site.navigation.menuLabel })
    await menuButton.click()
    const drawer = opened.page.getByRole("dialog", { name: site.navigation.drawerTitle })
    await drawer.waitFor()
    return { ...opened, drawer, menuButton }
  }

  it("opens from the right, 300 px wide, with focus inside and the page locked", async () => {
    const { page, drawer, close } = await openDrawer(DESKTOP)
    await page.waitForTimeout(300)
    const box = await drawer.boundingBox()
    assert.equal(box?.width, 300)
    assert.equal(Math.round((box?.x ?? 0) + (box?.width ?? 0)), DESKTOP.width)
    assert.equal(await drawer.evaluate((element) => element.contains(document.activeElement)), true)
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflowY), "hidden")
    await close()
  })

  // What the drawer holds changes with the width (its search field on narrow screens, the language
  // switch below 360 px): Tab and Shift+Tab go round what is there, and never reach the page behind.
  for (const width of [320, PHONE.width, DESKTOP.width]) {
    it(`keeps Tab and Shift+Tab going round the drawer at ${width} px, and Escape still closes it`, async () => {
      const { page, drawer, menuButton, close } = await openDrawer({ width, height: 800 }, `/${curricula.defaultCategory}/`)
      await animationsDone(drawer)
      // Each focused element gets a number the first time it is reached, so a lap can be compared.
      const stop = () =>
        page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null
          const dialog = document.querySelector('[role="dialog"]')
          if (!element || !dialog?.contains(element)) return `outside: ${element?.outerHTML.slice(0, 80) ?? "nothing"}`
          const box = element.getBoundingClientRect()
          if (box.width === 0 || box.height === 0) return `undrawn: ${element.outerHTML.slice(0, 80)}`
          element.dataset.tabStop ??= String(document.querySelectorAll("[data-tab-stop]").length)
          return element.dataset.tabStop
        })
      const walk = async (key: string, presses: number) => {
        const stops: string[] = []
        for (let press = 0; press < presses; press++) {
          await page.keyboard.press(key)
          stops.push(await stop())
        }
        return stops
      }
      const first = await stop()
      const forward = [first, ...(await walk("Tab", 30))]
      assert.deepEqual(forward.filter((where) => !/^\d+$/.test(where)), [])
      const lap = forward.indexOf(first, 1)
      assert.ok(lap > 2, `Tab came back to where it started after ${lap} presses: ${forward.join(" ")}`)
      const expected = forward.slice(0, lap)
      assert.deepEqual(forward, Array.from({ length: forward.length }, (_, index) => expected[index % lap]))
      // Backwards from where the forward walk stopped: the same stops in reverse order, round and round.
      const backward = [await stop(), ...(await walk("Shift+Tab", 30))]
      assert.deepEqual(backward.filter((where) => !/^\d+$/.test(where)), [])
      const from = expected.indexOf(backward[0]!)
      assert.deepEqual(backward, Array.from({ length: backward.length }, (_, index) => expected[(((from - index) % lap) + lap) % lap]))
      await page.keyboard.press("Escape")
      await drawer.waitFor({ state: "detached" })
      assert.equal(await menuButton.evaluate((element) => element === document.activeElement), true)
      await close()
    })
  }

  it("closes on Escape and gives focus back to the Menu button", async () => {
    const { page, drawer, menuButton, close } = await openDrawer()
    await page.keyboard.press("Escape")
    await drawer.waitFor({ state: "detached" })
    assert.equal(await menuButton.evaluate((element) => element === document.activeElement), true)
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflowY), "visible")
    await close()
  })

  it("closes on an overlay click and with its close button", async () => {
    const { page, drawer, menuButton, close } = await openDrawer()
    await page.mouse.click(20, 400)
    await drawer.waitFor({ state: "detached" })
    await menuButton.click()
    await page.getByRole("button", { name: site.navigation.closeLabel }).click()
    await drawer.waitFor({ state: "detached" })
    await close()
  })

  for (const link of site.navigation.drawerLinks.filter((item) => !item.to.startsWith(`/${collegeHome.slug}`))) {
    it(`navigates to ${link.label} and closes`, async () => {
      const { page, drawer, close } = await openDrawer()
      await drawer.getByRole("link", { name: link.label }).click()
      await drawer.waitFor({ state: "detached" })
      // The drawer closes at the click; the router changes the address once the page's data is in.
      await page.waitForURL(new RegExp(`${link.to}/$`))
      await close()
    })
  }

  it("holds About Us and the Form dropdown too", async () => {
    const { page, drawer, close } = await openDrawer()
    await drawer.getByRole("button", { name: site.navigation.formMenu.label }).click()
    await drawer.getByRole("link", { name: fill(site.navigation.formMenu.items[0]!.label) }).click()
    await drawer.waitFor({ state: "detached" })
    await page.waitForURL(`${BASE_URL}/form/`)
    await page.getByRole("button", { name: site.navigation.menuLabel }).click()
    await drawer.getByRole("link", { name: site.navigation.about.label }).click()
    await page.waitForURL(`${BASE_URL}/about/`)
    await close()
  })
})

describe("first-visit popup", () => {
  const advert = () => ({ name: site.popup.title })

  it("is never shown by the prebuilt HTML: Home's holds it only inert, in a template", async () => {
    for (const home of ["/", "/ne/"]) {
      const html = await (await fetch(`${BASE_URL}${home}`)).text()
      const inert = html.match(/<template data-first-visit-popup="">[\s\S]*?<\/template>/g) ?? []
      assert.equal(inert.length, 1, home)
      // No element of it outside the template (the page's script names it, as a string).
      assert.doesNotMatch(html.replace(inert[0]!, ""), /<[a-z]+\s[^>]*data-first-visit-popup/, home)
    }
    // Without a script, a first visit sees no advert.
    const { page, close } = await openPage({ firstVisit: true, javaScriptEnabled: false })
    await page.goto("/")
    await page.getByRole("heading", { level: 1 }).waitFor()
    assert.equal(await page.getByRole("dialog", advert()).count(), 0)
    await close()
  })

  it("fetches its picture only when it shows", async () => {
    for (const [firstVisit, from] of [
      [false, "/"],
      [false, "/search/"],
      [true, "/"],
      [true, "/search/"],
    ] as const) {
      const { page, close } = await openPage({ firstVisit })
      const requested: string[] = []
      page.on("request", (request) => requested.push(new URL(request.url()).pathname))
      await visit(page, from)
      if (from !== "/") {
        // Home drawn by React's router, from a page that runs React.
        await page.getByRole("link", { name: fill(site.navigation.homeLabel) }).click()
        await page.waitForURL(`${BASE_URL}/`)
      }
      if (firstVisit) await page.getByRole("dialog", advert()).getByRole("img").waitFor()
      else await page.waitForTimeout(500)
      // Every file the advert's picture may be (each size of each format), as Home's HTML names them.
      const html = await (await fetch(`${BASE_URL}/`)).text()
      const inert = /<template data-first-visit-popup="">([\s\S]*?)<\/template>/.exec(html)![1]!
      const files = new Set([...inert.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g)].flatMap((match) => match[1]!.split(",").map((entry) => entry.trim().split(/\s+/)[0]!)))
      assert.ok(files.size > 0, "the advert's picture is in Home's HTML")
      const fetched = requested.filter((path) => files.has(path))
      assert.equal(fetched.length > 0, firstVisit, `first visit ${firstVisit} from ${from}: ${fetched.join(", ") || "none"}`)
      await close()
    }
  })

  it("shows on the first visit to Home, once per browser session", async () => {
    const { page, close } = await openPage({ firstVisit: true })
    await visit(page, "/")
    const dialog = page.getByRole("dialog", advert())
    await dialog.waitFor()
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflowY), "hidden")
    await page.getByRole("button", { name: site.popup.closeLabel }).click()
    await dialog.waitFor({ state: "detached" })
    await reload(page)
    await page.getByRole("heading", { level: 1 }).waitFor()
    await page.waitForTimeout(300)
    assert.equal(await dialog.count(), 0)
    // Nor does going away and back: to a page that runs React, and Home drawn by its router.
    await visit(page, "/search/")
    await page.getByRole("link", { name: fill(site.navigation.homeLabel) }).click()
    await page.waitForURL(`${BASE_URL}/`)
    await page.getByRole("heading", { level: 1 }).waitFor()
    await page.waitForTimeout(300)
    assert.equal(await dialog.count(), 0)
    await close()
  })

  it("links the advert to the college and is 550, 400 or 300 px wide by window width", async () => {
    for (const [viewport, width] of [
      [{ width: 1600, height: 900 }, 550],
      [{ width: 800, height: 900 }, 400],
      [{ width: 540, height: 900 }, 300],
    ] as const) {
      const { page, close } = await openPage({ firstVisit: true, viewport })
      await visit(page, "/")
      const dialog = page.getByRole("dialog", advert())
      await dialog.waitFor()
      await animationsDone(dialog)
      assert.equal((await dialog.boundingBox())?.width, width)
      if (width === 550) {
        await dialog.getByRole("link").click()
        await page.waitForURL(new RegExp(`${site.popup.to}/$`))
      }
      await close()
    }
  })

  it("does not show once the menu was opened first", async () => {
    const { page, close } = await openPage({ firstVisit: true })
    await visit(page, "/form/")
    await page.getByRole("button", { name: site.navigation.menuLabel }).click()
    await page.keyboard.press("Escape")
    await page.getByRole("link", { name: fill(site.navigation.homeLabel) }).click()
    await page.waitForURL(`${BASE_URL}/`)
    await page.waitForTimeout(300)
    assert.equal(await page.getByRole("dialog", advert()).count(), 0)
    await close()
  })

  it("does not show once the Form dropdown was opened first", async () => {
    const { page, close } = await openPage({ firstVisit: true })
    await visit(page, "/form/")
    await page.getByRole("banner").getByRole("button", { name: site.navigation.formMenu.label }).click()
    await page.getByRole("link", { name: fill(site.navigation.homeLabel) }).click()
    await page.waitForURL(`${BASE_URL}/`)
    await page.waitForTimeout(300)
    assert.equal(await page.getByRole("dialog", advert()).count(), 0)
    await close()
  })

  // From a light page Home loads as its own light page; from a page that runs React, its router draws Home.
  for (const from of ["/form/", "/search/"]) {
    it(`still shows on Home after visiting a page that leaves the flag set (${from})`, async () => {
      const { page, close } = await openPage({ firstVisit: true })
      await visit(page, from)
      await page.getByRole("link", { name: fill(site.navigation.homeLabel) }).click()
      const dialog = page.getByRole("dialog", advert())
      await dialog.waitFor()
      // Focus inside, the page behind locked; Escape closes it and ends the first visit.
      assert.equal(await dialog.evaluate((element) => element.contains(document.activeElement)), true)
      assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflowY), "hidden")
      await page.keyboard.press("Escape")
      await dialog.waitFor({ state: "detached" })
      assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).overflowY), "hidden")
      await reload(page)
      await page.waitForTimeout(300)
      assert.equal(await dialog.count(), 0)
      await close()
    })
  }
})

describe("footer", () => {
  it("has the contact links, the social link, the two calls and the copyright", async () => {
    const { page, close } = await openPage()
    await visit(page, "/about/")
    const footer = page.getByRole("contentinfo")
    for (const phone of site.phones) {
      assert.equal(await footer.getByRole("link", { name: phone }).getAttribute("href"), `tel:${phone.replace(/[^+\d]/g, "")}`)
    }
    assert.equal(await footer.getByRole("link", { name: site.email }).getAttribute("href"), `mailto:${site.email}`)
    const socialLinks = footer.locator(`a[href="${site.links.social}"]`)
    assert.equal(await socialLinks.count(), 1)
    assert.equal(await footer.getByRole("link", { name: site.footer.visit.label }).getAttribute("href"), withTrailingSlash(fill(site.footer.visit.to)))
    await footer.getByText(fill(site.footer.copyright)).waitFor()
    await footer.getByRole("link", { name: site.footer.admissions.label, exact: true }).click()
    await page.waitForURL(`${BASE_URL}${site.footer.admissions.to}/`)
    await close()
  })
})
