// The link to the same page in the other language, at the top of every page. A plain link, not the
// router's: the app's root keeps the language of the address it was first drawn at, so a change of
// language loads the other page afresh. It remembers nothing; the address alone says the language.
import React from "react"
import { useFill, useSite } from "../../hooks/use-site"
import { useLocale } from "../../state/locale-context"
import { LANGUAGE_TAG } from "../../lib/i18n/locales"
import { otherLocale, switchTarget, usePageAddress } from "../../state/page-address"
import * as styles from "./language-switch.module.scss"

export interface LanguageSwitchProps {
  /** "bar" in the navigation bar, "menu" as a row of the menu drawer. */
  variant?: "bar" | "menu"
  onClick?: () => void
}

export function LanguageSwitch({ variant = "bar", onClick }: LanguageSwitchProps) {
  const { navigation } = useSite()
  const fill = useFill()
  const locale = useLocale()
  const target = otherLocale(locale)
  const { label, description } = navigation.languageSwitch
  return (
    // The visible name is in the other language, the explanation in this page's: each part carries its
    // own language, and the accessible name starts with the words a speech user sees.
    <a
      href={switchTarget(usePageAddress(), target)}
      hrefLang={LANGUAGE_TAG[target]}
      lang={LANGUAGE_TAG[target]}
      className={variant === "menu" ? styles.menu : styles.bar}
      onClick={onClick}
      data-language-switch
    >
      {fill(label)}{" "}
      <span className="visually-hidden" lang={LANGUAGE_TAG[locale]}>
        {fill(description)}
      </span>
    </a>
  )
}
