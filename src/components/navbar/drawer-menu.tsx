// What the Menu drawer holds: the search field (where the bar has no room for it), About Us, the Form
// dropdown, the curriculum links and, on the narrowest screens, the language switch. Written closed
// into every page; the page's script opens it, and each link closes it (src/browser/frame/drawer.ts).
import React from "react"
import { useFill, useSite } from "../../hooks/use-site"
import { langAt } from "../../lib/i18n/stand-ins"
import { Drawer } from "../drawer/drawer"
import { FormDropdown, type DropdownItem } from "../form-dropdown/form-dropdown"
import { LanguageSwitch } from "../language-switch/language-switch"
import { SearchEntry } from "../search-entry/search-entry"
import { SmartLink } from "../smart-link/smart-link"
import * as styles from "./drawer-menu.module.scss"

export interface DrawerMenuProps {
  /** The id the Menu button names in aria-controls. */
  id: string
  formItems: readonly DropdownItem[]
}

export function DrawerMenu({ id, formItems }: DrawerMenuProps) {
  const { navigation } = useSite()
  const fill = useFill()
  return (
    <Drawer id={id} title={fill(navigation.drawerTitle)} closeLabel={fill(navigation.closeLabel)}>
      <DrawerLinks formItems={formItems} />
    </Drawer>
  )
}

function DrawerLinks({ formItems }: Pick<DrawerMenuProps, "formItems">) {
  const { navigation, untranslated } = useSite()
  const fill = useFill()
  return (
    <ul className={styles.links}>
      <li className={styles.narrowSearch}>
        <SearchEntry variant="menu" />
      </li>
      <li>
        <SmartLink to={navigation.about.to} className={styles.link} lang={langAt(untranslated, "navigation.about.label")}>
          {fill(navigation.about.label)}
        </SmartLink>
      </li>
      <li>
        <FormDropdown label={fill(navigation.formMenu.label)} items={formItems} variant="inline" />
      </li>
      {navigation.drawerLinks.map((link, index) => (
        <li key={link.to}>
          <SmartLink to={fill(link.to)} className={styles.link} lang={langAt(untranslated, `navigation.drawerLinks[${index}].label`)}>
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
