import { render, screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import React from "react"
import nepaliSiteJson from "../../data/ne/site.json"
import { LanguageSwitch } from "../../src/components/language-switch/language-switch"
import { builtPagePath, PageAddressProvider, switchTarget } from "../../src/state/page-address"
import { LocaleProvider } from "../../src/state/locale-context"
import type { Locale } from "../../src/lib/i18n/locales"
import { withTranslations } from "../../src/lib/i18n/overlay-merge"
import { siteFixture } from "../support/site-fixture"

const english = siteFixture()
const nepali = { ...withTranslations(english, nepaliSiteJson), locale: "ne" }

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({ allSiteJson: { nodes: [english, nepali] }, allAlertsJson: { nodes: [] } })
})

function renderAt(path: string, locale: Locale) {
  render(
    <LocaleProvider locale={locale}>
      <PageAddressProvider path={path}>
        <LanguageSwitch />
      </PageAddressProvider>
    </LocaleProvider>,
  )
  return screen.getByRole("link")
}

describe("LanguageSwitch", () => {
  it("on an English page, leads to the Nepali twin, named in Nepali and explained in English", () => {
    const { label, description } = english.navigation.languageSwitch
    const link = renderAt("/about/", "en")
    expect(link).toHaveAttribute("href", "/ne/about/")
    expect(link).toHaveAttribute("hreflang", "ne")
    expect(link).toHaveAttribute("lang", "ne")
    expect(link).toHaveAccessibleName(`${label} ${description}`)
    expect(screen.getByText(description)).toHaveAttribute("lang", "en")
  })

  it("on a Nepali page, leads to the English twin, named in English and explained in Nepali", () => {
    const { label, description } = nepali.navigation.languageSwitch
    expect(label).not.toBe(english.navigation.languageSwitch.label)
    const link = renderAt("/ne/notices/news/", "ne")
    expect(link).toHaveAttribute("href", "/notices/news/")
    expect(link).toHaveAttribute("hreflang", "en")
    expect(link).toHaveAttribute("lang", "en")
    expect(link).toHaveAccessibleName(`${label} ${description}`)
    expect(screen.getByText(description)).toHaveAttribute("lang", "ne")
  })

  it("is a plain link that the browser follows, not one the router takes over, and stores nothing", () => {
    const link = renderAt("/", "en")
    expect(link).toHaveAttribute("href", "/ne/")
    expect(follows(link)).toBe(true)
    expect(document.cookie).toBe("")
    expect(localStorage).toHaveLength(0)
    expect(sessionStorage).toHaveLength(0)
  })
})

// Whether a click on the link is left to the browser; the page stays (jsdom cannot navigate).
function follows(link: HTMLElement): boolean {
  let prevented = true
  const listener = (event: Event) => {
    prevented = event.defaultPrevented
    event.preventDefault()
  }
  window.addEventListener("click", listener)
  link.click()
  window.removeEventListener("click", listener)
  return !prevented
}

describe("where the switch leads", () => {
  it("keeps an alias as it is, with a trailing slash", () => {
    expect(switchTarget("/Brand-college", "ne")).toBe("/ne/Brand-college/")
    expect(switchTarget("/ne/Brand-college/", "en")).toBe("/Brand-college/")
  })

  it("leads from a not-found page to the other language's home", () => {
    for (const path of ["/404/", "/404.html"]) expect(switchTarget(path, "ne")).toBe("/ne/")
    for (const path of ["/ne/404/", "/ne/404.html"]) expect(switchTarget(path, "en")).toBe("/")
  })

  it("takes the built page's address, which a missing address is answered by, over the address asked for", () => {
    const location = { pathname: "/no/such/page/" }
    expect(builtPagePath({ location, pageResources: { page: { path: "/404.html" } } })).toBe("/404.html")
    expect(builtPagePath({ location })).toBe("/no/such/page/")
  })
})
