// The sticky white navigation bar: logo, the search field (≥ 992 px; in the drawer below), 'About Us'
// (≥ 1200 px), the Form dropdown, the language switch and the Menu drawer. This writes the markup; the
// page's script (src/browser/frame/) gives the bar its shadow once scrolled and opens the menus.
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import React, { useId } from "react"
import { useFill, useSite } from "../../hooks/use-site"
import { langAt } from "../../lib/i18n/stand-ins"
import { Button } from "../button/button"
import { SmartLink } from "../smart-link/smart-link"
import { FormDropdown } from "../form-dropdown/form-dropdown"
import { LanguageSwitch } from "../language-switch/language-switch"
import { SearchEntry } from "../search-entry/search-entry"
import { DrawerMenu } from "./drawer-menu"
import * as styles from "./navbar.module.scss"
import { PageLink } from "../smart-link/smart-link"

export function Navbar() {
  const site = useSite()
  const fill = useFill()
  const drawerId = useId()
  const { navigation } = site
  const logo = getImage(site.logo.childImageSharp?.gatsbyImageData ?? null)
  const formItems = navigation.formMenu.items.map((item) => ({ label: fill(item.label), to: fill(item.to) }))

  return (
    <header className={styles.bar} data-scrolled="false">
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
          <FormDropdown label={fill(navigation.formMenu.label)} items={formItems} />
          <LanguageSwitch />
          <Button
            size="sm"
            className={styles.menuButton}
            aria-haspopup="dialog"
            aria-expanded={false}
            aria-controls={drawerId}
          >
            <svg viewBox="0 0 20 14" aria-hidden="true" focusable="false">
              <path d="M0 1h20M0 7h20M0 13h20" stroke="currentColor" strokeWidth="2" />
            </svg>
            {fill(navigation.menuLabel)}
          </Button>
        </div>
      </nav>
      <DrawerMenu id={drawerId} formItems={formItems} />
    </header>
  )
}
