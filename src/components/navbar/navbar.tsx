// The sticky white navigation bar: logo, the search field (≥ 992 px; in the drawer below), 'About Us'
// (≥ 1200 px), the Form dropdown, the language switch and the Menu drawer.
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import React, { useId, useState } from "react"
import { useFill, useSite } from "../../hooks/use-site"
import { useScrolled } from "../../hooks/use-scrolled"
import { langAt } from "../../lib/i18n/stand-ins"
import { useFirstVisit } from "../../state/first-visit"
import { Button } from "../button/button"
import { SmartLink } from "../smart-link/smart-link"
import { FormDropdown } from "../form-dropdown/form-dropdown"
import { LanguageSwitch } from "../language-switch/language-switch"
import { SearchEntry } from "../search-entry/search-entry"
import { DrawerMenu } from "./drawer-menu"
import * as styles from "./navbar.module.scss"
import { PageLink } from "../smart-link/smart-link"

export interface NavbarProps {
  /**
   * For the HTML of a light page (docs/behaviour.md#light-pages), which React never runs: the drawer is
   * written closed into the page and the Menu button names it, for the page's own script (src/light/).
   */
  staticMenus?: boolean
}

export function Navbar({ staticMenus = false }: NavbarProps) {
  const site = useSite()
  const fill = useFill()
  const scrolled = useScrolled()
  const { endFirstVisit } = useFirstVisit()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const drawerId = useId()
  const { navigation } = site
  const logo = getImage(site.logo.childImageSharp?.gatsbyImageData ?? null)
  const formItems = navigation.formMenu.items.map((item) => ({ label: fill(item.label), to: fill(item.to) }))

  function openDrawer() {
    endFirstVisit()
    setDrawerOpen(true)
  }

  return (
    <header className={styles.bar} data-scrolled={scrolled}>
      <nav className={styles.inner} aria-label={fill(navigation.drawerTitle)}>
        <PageLink to="/" className={styles.logo}>
          {logo ? <GatsbyImage image={logo} alt={fill(navigation.homeLabel)} loading="eager" /> : fill(navigation.homeLabel)}
        </PageLink>
        <div className={styles.actions}>
          <div className={styles.search}>
            <SearchEntry />
          </div>
          <SmartLink to={navigation.about.to} className={styles.about} lang={langAt(site.untranslated, "navigation.about.label")}>
            {fill(navigation.about.label)}
          </SmartLink>
          <FormDropdown label={fill(navigation.formMenu.label)} items={formItems} onOpen={endFirstVisit} />
          <LanguageSwitch />
          <Button
            size="sm"
            className={styles.menuButton}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            aria-controls={staticMenus ? drawerId : undefined}
            onClick={openDrawer}
          >
            <svg viewBox="0 0 20 14" aria-hidden="true" focusable="false">
              <path d="M0 1h20M0 7h20M0 13h20" stroke="currentColor" strokeWidth="2" />
            </svg>
            {fill(navigation.menuLabel)}
          </Button>
        </div>
      </nav>
      <DrawerMenu
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        formItems={formItems}
        onFormOpen={endFirstVisit}
        staticId={staticMenus ? drawerId : undefined}
      />
    </header>
  )
}
