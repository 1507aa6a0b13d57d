// What the Menu drawer holds: the search field (where the bar has no room for it), About Us, the Form
// dropdown, the curriculum links and, on the narrowest screens, the language switch. Each link closes it.
// On a light page (docs/behaviour.md#light-pages) it is written closed into the HTML for the page's
// own script to open.
import React from "react"
import { useFill, useSite } from "../../hooks/use-site"
import { langAt } from "../../lib/i18n/stand-ins"
import { Drawer, StaticDrawer } from "../drawer/drawer"
import { FormDropdown, type DropdownItem } from "../form-dropdown/form-dropdown"
import { LanguageSwitch } from "../language-switch/language-switch"
import { SearchEntry } from "../search-entry/search-entry"
import { SmartLink } from "../smart-link/smart-link"
import * as styles from "./drawer-menu.module.scss"

export interface DrawerMenuProps {
  open: boolean
  onClose: () => void
  formItems: readonly DropdownItem[]
  onFormOpen: () => void
  /** Written closed into the HTML with this id, for a light page's own script (no React state then). */
  staticId?: string
}

export function DrawerMenu({ open, onClose, formItems, onFormOpen, staticId }: DrawerMenuProps) {
  const { navigation } = useSite()
  const fill = useFill()
  const links = <DrawerLinks formItems={formItems} onClose={onClose} onFormOpen={onFormOpen} />
  const title = fill(navigation.drawerTitle)
  const closeLabel = fill(navigation.closeLabel)
  if (staticId !== undefined) {
    return (
      <StaticDrawer id={staticId} title={title} closeLabel={closeLabel}>
        {links}
      </StaticDrawer>
    )
  }
  return (
    <Drawer open={open} onClose={onClose} title={title} closeLabel={closeLabel}>
      {links}
    </Drawer>
  )
}

function DrawerLinks({ formItems, onClose, onFormOpen }: Pick<DrawerMenuProps, "formItems" | "onClose" | "onFormOpen">) {
  const { navigation, untranslated } = useSite()
  const fill = useFill()
  return (
    <ul className={styles.links}>
      <li className={styles.narrowSearch}>
        <SearchEntry variant="menu" />
      </li>
      <li>
        <SmartLink to={navigation.about.to} className={styles.link} onClick={onClose} lang={langAt(untranslated, "navigation.about.label")}>
          {fill(navigation.about.label)}
        </SmartLink>
      </li>
      <li>
        <FormDropdown
          label={fill(navigation.formMenu.label)}
          items={formItems}
          onOpen={onFormOpen}
          onChoose={onClose}
          variant="inline"
        />
      </li>
      {navigation.drawerLinks.map((link, index) => (
        <li key={link.to}>
          <SmartLink to={fill(link.to)} className={styles.link} onClick={onClose} lang={langAt(untranslated, `navigation.drawerLinks[${index}].label`)}>
            {fill(link.label)}
          </SmartLink>
        </li>
      ))}
      <li className={styles.narrowOnly}>
        <LanguageSwitch variant="menu" />
      </li>
    </ul>
  )
}
