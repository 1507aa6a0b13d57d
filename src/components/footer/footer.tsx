// The footer of every page: social icons, contact, quick links, 'Who we are', 'Club',
// the two calls to action and the copyright line.
import React from "react"
import { useFill, useSite } from "../../hooks/use-site"
import { langAt } from "../../lib/i18n/stand-ins"
import { ButtonLink } from "../button/button-link"
import { SmartLink } from "../smart-link/smart-link"
import { SocialIcon } from "./social-icon"
import * as styles from "./footer.module.scss"

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`
}

export function Footer() {
  const site = useSite()
  const fill = useFill()
  const { footer } = site
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.column} aria-labelledby="footer-who">
          <h2 id="footer-who" className={styles.heading}>
            {fill(footer.whoWeAre.title)}
          </h2>
          <p>{fill(footer.whoWeAre.text)}</p>
          <h2 className={styles.heading}>{fill(footer.socialTitle)}</h2>
          <ul className={styles.social}>
            {footer.social.map((network) => (
              <li key={network.network}>
                {network.url ? (
                  <SmartLink to={fill(network.url)} className={styles.socialLink} aria-label={fill(network.label)}>
                    <SocialIcon network={network.network} />
                  </SmartLink>
                ) : (
                  <span className={styles.socialIcon} role="img" aria-label={fill(network.label)}>
                    <SocialIcon network={network.network} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {fill(footer.contactTitle)}
          </h2>
          <ul className={styles.contact}>
            {site.phones.map((phone) => (
              <li key={phone}>
                <span className={styles.contactLabel}>{fill(footer.phoneLabel)}</span>
                <a href={telHref(phone)} className={styles.phone}>
                  {phone}
                </a>
              </li>
            ))}
            <li>
              <span className={styles.contactLabel}>{fill(footer.emailLabel)}</span>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
          </ul>
          <div className={styles.actions}>
            <ButtonLink to={fill(footer.admissions.to)} variant="accent">
              {fill(footer.admissions.label)}
            </ButtonLink>
            <ButtonLink to={fill(footer.visit.to)} variant="light">
              {fill(footer.visit.label)}
            </ButtonLink>
          </div>
        </section>
        <section className={styles.column} aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={styles.heading}>
            {fill(footer.quickLinksTitle)}
          </h2>
          <ul className={styles.quickLinks}>
            {footer.quickLinks.map((link, index) => {
              const lang = langAt(site.untranslated, `footer.quickLinks[${index}].label`)
              return (
                <li key={link.label} lang={link.to ? undefined : lang}>
                  {link.to ? (
                    <SmartLink to={fill(link.to)} lang={lang}>
                      {fill(link.label)}
                    </SmartLink>
                  ) : (
                    fill(link.label)
                  )}
                </li>
              )
            })}
          </ul>
        </section>
        <section className={styles.column} aria-labelledby="footer-club">
          <h2 id="footer-club" className={styles.heading}>
            {fill(footer.club.title)}
          </h2>
          <p>{fill(footer.club.text)}</p>
        </section>
      </div>
      <p className={styles.copyright}>{fill(footer.copyright)}</p>
    </footer>
  )
}
